//! The game kinds the server hosts.

use actix_web::{HttpResponse, get};

use crate::games::REGISTRY;
use crate::resources::{GameKindInfo, GameKindSchemas};

/// Every game kind with its seat range, default configuration and configuration schema.
#[utoipa::path(get, path = "/v1/game-kinds", tag = "games",
    responses((status = 200, description = "The game kinds", body = Vec<GameKindInfo>)))]
#[get("/v1/game-kinds")]
pub async fn list_kinds() -> HttpResponse {
    let kinds: Vec<GameKindInfo> = REGISTRY
        .iter()
        .map(|game| {
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
                schemas: GameKindSchemas {
                    config: names.config,
                    command: names.command,
                    view: names.view,
                    event_view: names.event_view,
                    rejection: names.rejection,
                },
            }
        })
        .collect();
    HttpResponse::Ok().json(kinds)
}
