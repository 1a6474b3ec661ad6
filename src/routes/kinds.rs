//! The game kinds the server hosts, and their printed data.

use actix_web::http::header;
use actix_web::{HttpResponse, get, web};

use super::LanguageQuery;
use crate::auth::AuthUser;
use crate::engine::AnyGame;
use crate::error::{ApiError, Problem};
use crate::extract::AcceptLanguage;
use crate::games::{self, REGISTRY};
use crate::i18n::{self, Language};
use crate::play::Play;
use crate::resources::{CommandGrammar, GameKindInfo, GameKindSchemas, PrintedData};

fn kind_info(game: &dyn AnyGame, language: Language) -> GameKindInfo {
    let config = game.default_config();
    let seats = game
        .seat_range(&config)
        .expect("the default configuration is valid");
    let names = game.schema_names();
    GameKindInfo {
        kind: game.kind().into(),
        min_seats: *seats.start(),
        max_seats: *seats.end(),
        default_config: config,
        config_schema: serde_json::to_value(game.config_schema()).unwrap_or_default(),
        sampled_commands: game
            .sampled_commands()
            .iter()
            .map(|c| c.to_string())
            .collect(),
        schemas: GameKindSchemas {
            config: names.config,
            command: names.command,
            view: names.view,
            event_view: names.event_view,
            rejection: names.rejection,
            data: names.data,
        },
        bots: i18n::bot_words(game, language),
        title: i18n::kind_title(language, game.kind()),
        options: i18n::option_words(game, language),
    }
}

fn find(kind: &str) -> Result<&'static dyn AnyGame, ApiError> {
    games::find(kind).ok_or_else(|| ApiError::UnknownKind(kind.into()))
}

/// An answer in `language`, which depends on the request's `Accept-Language`.
fn in_language(language: Language) -> actix_web::HttpResponseBuilder {
    let mut response = HttpResponse::Ok();
    response
        .insert_header((header::CONTENT_LANGUAGE, language.tag()))
        .insert_header((header::VARY, "Accept-Language"));
    response
}

/// Every game kind with its seat range, default configuration, configuration schema, and its
/// title, options and bots in the reader's language.
#[utoipa::path(get, path = "/v1/game-kinds", tag = "games",
    params(LanguageQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language of titles, options and bots (`ja`, `zh-TW`, `en`); `lang` takes precedence")),
    responses(
        (status = 200, description = "The game kinds", body = Vec<GameKindInfo>, headers(("Content-Language" = String, description = "The language of the words"))),
        (status = 400, description = "`lang` is not a language the server speaks (`invalid_request`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/game-kinds")]
pub async fn list_kinds(
    query: web::Query<LanguageQuery>,
    accepted: AcceptLanguage,
) -> HttpResponse {
    let language = accepted.with(query.into_inner().lang).with_setting(None);
    let kinds: Vec<GameKindInfo> = REGISTRY
        .iter()
        .map(|game| kind_info(*game, language))
        .collect();
    in_language(language).json(kinds)
}

/// One game kind, its words in the reader's language.
#[utoipa::path(get, path = "/v1/game-kinds/{kind}", tag = "games",
    params(("kind" = String, Path, description = "A kind from `GET /v1/game-kinds`"), LanguageQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language of the title, options and bots (`ja`, `zh-TW`, `en`); `lang` takes precedence")),
    responses(
        (status = 200, description = "The game kind", body = GameKindInfo, headers(("Content-Language" = String, description = "The language of the words"))),
        (status = 400, description = "`lang` is not a language the server speaks (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such kind (`unknown_game_kind`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/game-kinds/{kind}")]
pub async fn get_kind(
    kind: web::Path<String>,
    query: web::Query<LanguageQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let game = find(&kind)?;
    let language = accepted.with(query.into_inner().lang).with_setting(None);
    Ok(in_language(language).json(kind_info(game, language)))
}

/// The printed data of a kind under its default options: boards, price charts, card decks,
/// sheets — what a client needs to draw a game from its views. It never changes for a given
/// server version, so it may be cached.
#[utoipa::path(get, path = "/v1/game-kinds/{kind}/data", tag = "games",
    params(("kind" = String, Path, description = "A kind from `GET /v1/game-kinds`")),
    responses(
        (status = 200, description = "The kind's printed data", body = PrintedData),
        (status = 404, description = "No such kind (`unknown_game_kind`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/game-kinds/{kind}/data")]
pub async fn kind_data(kind: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let game = find(&kind)?;
    Ok(HttpResponse::Ok()
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .json(printed(game, &game.default_config())?))
}

/// How a kind's commands are typed as text: one form per command, with its words in the
/// request's language (English words are always accepted too). In a form, `<…>` is a value to
/// fill in, `[…]` is optional, `…` repeats what precedes it and `|` separates choices; words
/// may be shortened to any beginning no other word at that place shares.
#[utoipa::path(get, path = "/v1/game-kinds/{kind}/commands", tag = "games",
    params(("kind" = String, Path, description = "A kind from `GET /v1/game-kinds`"), LanguageQuery,
        ("Accept-Language" = Option<String>, Header, description = "The language of the words (`ja`, `zh-TW`, `en`); `lang` takes precedence")),
    responses(
        (status = 200, description = "The kind's text commands", body = CommandGrammar, headers(("Content-Language" = String, description = "The language of the words"))),
        (status = 400, description = "`lang` is not a language the server speaks (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such kind (`unknown_game_kind`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/game-kinds/{kind}/commands")]
pub async fn kind_commands(
    kind: web::Path<String>,
    query: web::Query<LanguageQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let game = find(&kind)?;
    let language = accepted.with(query.into_inner().lang).with_setting(None);
    Ok(in_language(language)
        .insert_header((header::CACHE_CONTROL, "public, max-age=3600"))
        .json(CommandGrammar {
            kind: game.kind().to_string(),
            language,
            forms: i18n::grammar(game, language),
        }))
}

/// The printed data of one game, with the variants its options select (e.g. a deck set or
/// an edition's chains).
#[utoipa::path(get, path = "/v1/games/{id}/data", tag = "games",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's printed data", body = PrintedData),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/data")]
pub async fn game_data(
    play: web::Data<Play>,
    user: AuthUser,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let game = play.game_seen_by(&user, &id).await?;
    Ok(HttpResponse::Ok().json(printed(find(&game.kind)?, &game.config)?))
}

fn printed(game: &dyn AnyGame, config: &serde_json::Value) -> Result<PrintedData, ApiError> {
    let data = game
        .data(config)
        .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(PrintedData {
        kind: game.kind().into(),
        data,
    })
}
