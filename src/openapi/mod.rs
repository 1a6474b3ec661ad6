//! The OpenAPI document, generated from the handlers and the game kinds' schemas.

mod examples;
pub mod typing;

use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};

use crate::games::REGISTRY;
use crate::{correspondence, engine, error, resources, routes, store};

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
        routes::accounts::change_me,
        routes::accounts::issue_token,
        routes::accounts::revoke_tokens,
        routes::accounts::end_sessions,
        routes::sessions::refresh_session,
        routes::sessions::list,
        routes::sessions::end,
        routes::players::profile,
        routes::players::leaderboard,
        routes::vacation::get_vacation,
        routes::vacation::put_vacation,
        routes::vacation::delete_vacation,
        routes::kinds::list_kinds,
        routes::kinds::get_kind,
        routes::kinds::kind_data,
        routes::kinds::kind_commands,
        routes::kinds::game_data,
        routes::games::create_game,
        routes::games::list_games,
        routes::games::get_game,
        routes::games::join_game,
        routes::games::leave_game,
        routes::games::start_game,
        routes::games::resign,
        routes::invitations::create_invitation,
        routes::invitations::list_invitations,
        routes::invitations::revoke_invitation,
        routes::invitations::get_invitation,
        routes::invitations::accept_invitation,
        routes::moves::view,
        routes::board::board_picture,
        routes::moves::legal_moves,
        routes::moves::submit_move,
        routes::moves::log,
        routes::standing_orders::put_standing_orders,
        routes::standing_orders::get_standing_orders,
        routes::standing_orders::delete_standing_orders,
        routes::messages::post_message,
        routes::messages::list_messages,
        routes::messages::list_mutes,
        routes::messages::mute_seat,
        routes::messages::unmute_seat,
        routes::audit::export_game,
        routes::streams::game_stream,
        routes::streams::feed_stream,
        routes::streams::feed_page,
        routes::streams::issue_stream_ticket,
        routes::webhooks::create_webhook,
        routes::webhooks::list_webhooks,
        routes::webhooks::get_webhook,
        routes::webhooks::delete_webhook,
        routes::webhooks::list_deliveries,
        routes::webhooks::redeliver,
        routes::notifications::get_notifications,
        routes::notifications::put_notifications,
        routes::notifications::confirm_page,
        routes::notifications::confirm,
        routes::notifications::unsubscribe_page,
        routes::notifications::unsubscribe,
        routes::mail::reply_address,
        routes::mail::replace_reply_address,
        routes::mail::inbound_mail,
    ),
    components(schemas(
        error::Problem,
        engine::Seat,
        engine::Template,
        store::GameStatus,
        store::Visibility,
        resources::Credentials,
        resources::RefreshRequest,
        resources::Session,
        resources::SessionList,
        resources::ProfileVisibility,
        resources::RatingValue,
        resources::RatingChange,
        resources::KindRating,
        resources::KindRecord,
        resources::ProfileGame,
        resources::Profile,
        resources::LeaderboardEntry,
        resources::Leaderboard,
        resources::CreateInvitation,
        resources::Invitation,
        resources::InvitationList,
        resources::InvitationPreview,
        resources::InvitationStatus,
        resources::UserChanges,
        resources::User,
        resources::Token,
        resources::GameKindInfo,
        resources::GameKindSchemas,
        routes::games::TakeSeat,
        resources::GameResult,
        resources::ResultStanding,
        resources::PendingTimer,
        resources::PrintedData,
        resources::CommandGrammar,
        crate::i18n::GrammarLine,
        crate::i18n::BotWords,
        crate::i18n::OptionWords,
        crate::i18n::ChoiceWords,
        resources::CreateGame,
        resources::SeatHolder,
        resources::PlayedBy,
        resources::VacationRequest,
        resources::VacationPeriod,
        resources::VacationStatus,
        correspondence::clock::Clock,
        correspondence::clock::OnTimeout,
        correspondence::OnLeave,
        store::Actor,
        resources::Game,
        resources::GamePage,
        resources::MoveRequest,
        resources::MoveResult,
        resources::ViewResponse,
        resources::LegalMoves,
        routes::moves::ViewInclude,
        resources::LogEntry,
        resources::LogPage,
        resources::Health,
        resources::FeedEvent,
        resources::FeedPage,
        resources::StreamStatus,
        resources::StreamTicket,
        crate::talk::PostMessage,
        crate::talk::Message,
        crate::talk::MessagePage,
        crate::talk::MuteList,
        crate::resources::FeedType,
        crate::i18n::Language,
        crate::resources::FeedDetails,
        crate::audit::format::ExportLine,
        crate::audit::format::ExportHeader,
        crate::audit::format::ExportPlayer,
        crate::audit::format::ExportEntry,
        crate::audit::format::ExportTrailer,
        crate::notify::webhook::WebhookPayload,
        crate::notify::webhook::WebhookDecision,
        crate::notify::webhook::WebhookLegalMoves,
        routes::standing_orders::StandingOrders,
        routes::standing_orders::StandingOrdersRequest,
        routes::webhooks::CreateWebhook,
        routes::webhooks::Webhook,
        routes::webhooks::CreatedWebhook,
        routes::webhooks::WebhookList,
        routes::webhooks::DeliveryState,
        routes::webhooks::WebhookDelivery,
        routes::webhooks::DeliveryPage,
        routes::notifications::EmailMode,
        routes::notifications::QuietHours,
        routes::notifications::NotificationRequest,
        routes::notifications::NotificationSettings,
        routes::mail::ReplyAddress,
        routes::mail::RawMessage,
        routes::mail::InboundMailOutcome,
        routes::mail::InboundMailResult,
    )),
    modifiers(&BearerAuth),
    tags(
        (name = "accounts", description = "Accounts and bearer tokens"),
        (name = "games", description = "Game kinds, creating, finding and joining games"),
        (name = "players", description = "Profiles, ratings and leaderboards"),
        (name = "moves", description = "Views, legal moves, moves and the log"),
        (name = "talk", description = "Table talk: the players' messages to their game's table, and seats muted for oneself"),
        (name = "audit", description = "A game's whole history as a verifiable export"),
        (name = "streams", description = "Live event streams (Server-Sent Events) and the caller's feed"),
        (name = "notifications", description = "The caller's feed announced elsewhere: signed webhooks and turn emails"),
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
        components.add_security_scheme(
            "inbound_mail",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some(
                        "The server's `INBOUND_MAIL_TOKEN`, held by the mail server that hands \
                         received mail over",
                    ))
                    .build(),
            ),
        );
    }
}

/// The complete OpenAPI document: the handlers' description with every kind's payloads
/// typed and an example of every problem response.
pub fn document() -> serde_json::Value {
    let mut document = ApiDoc::openapi();
    document.info.version = env!("CARGO_PKG_VERSION").into();
    let mut json = serde_json::to_value(&document).expect("the document serializes");
    typing::type_game_payloads(&mut json, REGISTRY);
    add_common_responses(&mut json);
    add_problem_examples(&mut json);
    add_webhooks(&mut json);
    problem_details_are_any_of(&mut json);
    problem_fields_are_never_null(&mut json);
    parameters_are_never_null(&mut json);
    optional_bodies_are_left_out(&mut json);
    json
}

/// A problem's `details` match one shape of `ProblemDetails` by its `code`, but a rule's
/// details are any object, which the other shapes are too: the alternatives are `anyOf`.
fn problem_details_are_any_of(document: &mut serde_json::Value) {
    let details = &mut document["components"]["schemas"]["ProblemDetails"];
    if let Some(alternatives) = details.as_object_mut().and_then(|d| d.remove("oneOf")) {
        details["anyOf"] = alternatives;
    }
}

/// A problem's optional fields are left out when they do not apply, never `null`: their
/// schemas lose the `null` that `Option` adds.
fn problem_fields_are_never_null(document: &mut serde_json::Value) {
    let problem = &mut document["components"]["schemas"]["Problem"]["properties"];
    for field in problem
        .as_object_mut()
        .into_iter()
        .flat_map(|f| f.values_mut())
    {
        drop_null(field);
    }
}

/// Takes the `null` that `Option` adds out of a schema: from its `type` list, or from its
/// `oneOf` alternatives (the one left becomes the schema).
fn drop_null(schema: &mut serde_json::Value) {
    let Some(schema) = schema.as_object_mut() else {
        return;
    };
    if let Some(types) = schema.get_mut("type").and_then(|t| t.as_array_mut()) {
        types.retain(|kind| kind != "null");
        if let [only] = types.as_slice() {
            let only = only.clone();
            schema.insert("type".into(), only);
        }
    }
    let alternatives = schema
        .get("oneOf")
        .and_then(|a| a.as_array())
        .map(|alternatives| {
            alternatives
                .iter()
                .filter(|alternative| alternative["type"] != "null")
                .cloned()
                .collect::<Vec<_>>()
        });
    if let Some(mut alternatives) = alternatives {
        schema.remove("oneOf");
        if alternatives.len() == 1 {
            let only = alternatives.remove(0);
            schema.extend(only.as_object().cloned().unwrap_or_default());
        } else {
            schema.insert("oneOf".into(), alternatives.into());
        }
    }
}

/// An optional request body is left out rather than sent as JSON `null` (which the server
/// reads the same way): its schema is the body's own, without the `null` that `Option` adds,
/// so generated clients take the body or nothing.
fn optional_bodies_are_left_out(document: &mut serde_json::Value) {
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for operation in paths
        .values_mut()
        .filter_map(|path| path.as_object_mut())
        .flat_map(|item| item.values_mut())
    {
        let Some(body) = operation.get_mut("requestBody") else {
            continue;
        };
        if body["required"] == true {
            continue;
        }
        let Some(content) = body["content"].as_object_mut() else {
            continue;
        };
        for media in content.values_mut() {
            let Some(alternatives) = media["schema"]["oneOf"].as_array() else {
                continue;
            };
            let kept: Vec<serde_json::Value> = alternatives
                .iter()
                .filter(|alternative| alternative["type"] != "null")
                .cloned()
                .collect();
            if let [only] = kept.as_slice() {
                media["schema"] = only.clone();
            }
        }
    }
}

/// An optional header or query parameter is absent or a string, never JSON `null` (which a
/// client would send as the text `null`): the `null` that `Option` adds to its type goes.
fn parameters_are_never_null(document: &mut serde_json::Value) {
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for item in paths.values_mut().filter_map(|path| path.as_object_mut()) {
        for parameter in item
            .values_mut()
            .filter_map(|operation| operation.get_mut("parameters")?.as_array_mut())
            .flatten()
        {
            if let Some(schema) = parameter.get_mut("schema") {
                drop_null(schema);
            }
        }
    }
}

/// The request the server sends to each registered webhook endpoint (the document's
/// `webhooks`): a `WebhookPayload` with the Standard Webhooks headers.
fn add_webhooks(document: &mut serde_json::Value) {
    let header = |name: &str, description: &str| {
        serde_json::json!({
            "name": name, "in": "header", "required": true,
            "description": description, "schema": { "type": "string" },
        })
    };
    document["webhooks"] = serde_json::json!({
        "feed_item": { "post": {
            "tags": ["notifications"],
            "summary": "A feed item of the endpoint's owner, POSTed to the endpoint",
            "description": "Sent for each feed item of a type the endpoint subscribed to, until \
                it answers 2xx (retried with growing delays for 25 hours), in the order of the \
                owner's feed: an item waits until the one before it was delivered or given \
                up. Verify the signature before trusting the body; drop a `webhook-id` \
                already seen.",
            "operationId": "webhook_feed_item",
            "parameters": [
                header("webhook-id", "The delivery's id (`msg_…`), the same for every attempt"),
                header("webhook-timestamp", "When this attempt was signed (Unix seconds); refuse old ones"),
                header("webhook-signature", "`v1,` + base64 of HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded secret after `whsec_`"),
            ],
            "requestBody": {
                "required": true,
                "description": "The feed item",
                "content": { "application/json": {
                    "schema": { "$ref": "#/components/schemas/WebhookPayload" } } },
            },
            "responses": {
                "2XX": { "description": "Received; any other answer, or none in time, is retried" },
            },
        }},
    });
}

/// Answers every operation can give, added where a handler does not document them itself:
/// 503 when the database is down or the handler runs out of time, and for a JSON body the
/// time limit, the size limit and the content type.
fn add_common_responses(document: &mut serde_json::Value) {
    let problem = |description: &str| {
        serde_json::json!({
            "description": description,
            "content": { "application/problem+json": {
                "schema": { "$ref": "#/components/schemas/Problem" } } },
        })
    };
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for item in paths.values_mut().filter_map(|item| item.as_object_mut()) {
        for operation in item.values_mut() {
            let has_body = operation.get("requestBody").is_some();
            let Some(responses) = operation["responses"].as_object_mut() else {
                continue;
            };
            let mut add = |status: &str, description: &str| {
                responses
                    .entry(status)
                    .or_insert_with(|| problem(description));
            };
            add(
                "503",
                "The database is unreachable (`database_unavailable`) or the request took too \
                 long (`handler_timeout`); retry after `Retry-After` seconds",
            );
            if has_body {
                add("408", "The body did not arrive in time (`body_timeout`)");
                add(
                    "413",
                    "The body is larger than 64 KiB (`payload_too_large`)",
                );
                add(
                    "415",
                    "The body is not declared JSON (`unsupported_media_type`)",
                );
            }
        }
    }
}

/// Gives every problem response an example of each error code its description names.
fn add_problem_examples(document: &mut serde_json::Value) {
    let Some(paths) = document["paths"].as_object_mut() else {
        return;
    };
    for operation in paths.values_mut().filter_map(|path| path.as_object_mut()) {
        for operation in operation.values_mut() {
            let shape = operation.clone();
            let Some(responses) = operation["responses"].as_object_mut() else {
                continue;
            };
            for response in responses.values_mut() {
                let description = response["description"]
                    .as_str()
                    .unwrap_or_default()
                    .to_string();
                if let Some(problem) = response.pointer_mut("/content/application~1problem+json")
                    && let Some(examples) = examples::problem_examples(&description, &shape)
                {
                    problem["examples"] = examples;
                }
            }
        }
    }
}

/// The document as committed under `openapi/openapi.json` (pretty JSON, trailing newline).
pub fn document_json() -> String {
    let mut json =
        serde_json::to_string_pretty(&document()).expect("the OpenAPI document serializes");
    json.push('\n');
    json
}
