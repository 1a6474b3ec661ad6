//! The OpenAPI document, generated from the handlers and the game kinds' schemas.

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::games::REGISTRY;
use crate::{engine, error, resources, routes, store};

/// The API description; [`document`] completes it with every game kind's schemas.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Hotel games API",
        description = "Asynchronous, event-sourced play of hotel-themed board games. \
            Register, get a bearer token, create or join a game, read your view and legal \
            moves, and submit moves against the game's version. Errors are RFC 9457 \
            problem documents with a stable `code`."
    ),
    paths(
        routes::health::healthz,
        routes::health::readyz,
        routes::accounts::register,
        routes::accounts::me,
        routes::accounts::issue_token,
        routes::kinds::list_kinds,
        routes::games::create_game,
        routes::games::list_games,
        routes::games::get_game,
        routes::games::join_game,
        routes::games::leave_game,
        routes::games::start_game,
        routes::games::resign,
        routes::moves::view,
        routes::moves::legal_moves,
        routes::moves::submit_move,
        routes::moves::log,
    ),
    components(schemas(
        error::Problem,
        engine::Seat,
        engine::Outcome,
        store::GameStatus,
        resources::Credentials,
        resources::User,
        resources::Token,
        resources::GameKindInfo,
        resources::GameKindSchemas,
        resources::CreateGame,
        resources::SeatHolder,
        resources::Game,
        resources::GamePage,
        resources::MoveRequest,
        resources::MoveResult,
        resources::ViewResponse,
        resources::LegalMoves,
        resources::LogEntry,
        resources::LogPage,
        resources::Health,
    )),
    modifiers(&BearerAuth, &GameKindSchemas),
    tags(
        (name = "accounts", description = "Accounts and bearer tokens"),
        (name = "games", description = "Game kinds, creating, finding and joining games"),
        (name = "moves", description = "Views, legal moves, moves and the log"),
        (name = "health", description = "Probes"),
    )
)]
pub struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some("A token from `POST /v1/tokens`"))
                    .build(),
            ),
        );
    }
}

/// Adds the configuration, command, view, event-view and rejection schemas of every kind.
struct GameKindSchemas;

impl Modify for GameKindSchemas {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        for game in REGISTRY {
            for (name, schema) in game.schemas() {
                components.schemas.insert(name, schema);
            }
        }
    }
}

/// The complete OpenAPI document.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    document.info.version = env!("CARGO_PKG_VERSION").into();
    document
}

/// The document as committed under `openapi/openapi.json` (pretty JSON, trailing newline).
pub fn document_json() -> String {
    let mut json = document()
        .to_pretty_json()
        .expect("the OpenAPI document serializes");
    json.push('\n');
    json
}
