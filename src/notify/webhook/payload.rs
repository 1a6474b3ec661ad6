//! The body of a delivery: the feed item, whom and which endpoint it is for, the game's
//! players, and for a turn the decision it awaits with the recipient's own legal moves, so
//! that a bot serving several users can route and answer it without a request of its own.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;

use crate::engine::{Seat, Template};
use crate::error::ApiError;
use crate::i18n::Language;
use crate::play::Play;
use crate::presentation::feed_event;
use crate::resources::{FeedEvent, FeedType, LegalMoves};
use crate::store::{EndpointBehind, FeedRecord, GameRecord, GameStatus};
use crate::timestamps::rfc3339;

/// The most legal-move texts a body lists.
pub const MAX_TEXTS: usize = 20;

/// The body of a delivery (`Content-Type: application/json`), signed as sent. Its
/// `webhook-id` header is the delivery's id, the same for every attempt: use it to
/// recognise a delivery received twice. An endpoint's deliveries arrive in the order of its
/// owner's feed (`data.seq`).
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookPayload {
    /// The feed item's type, one of the event types the endpoint subscribed to.
    #[serde(rename = "type")]
    pub kind: FeedType,
    /// When the item was written (RFC 3339).
    pub timestamp: String,
    /// The recipient: the id of the endpoint's owner (`GET /v1/users/me`'s `id`).
    pub user_id: String,
    /// The endpoint the body was sent to (its `id`).
    pub endpoint_id: String,
    /// The game's address for people (`PUBLIC_URL` + `data.link`).
    pub game_url: String,
    /// The game's players by seat when the body was made: each seat's username (a bot's
    /// seat: the bot's name, e.g. `random bot 1`), `null` for a seat nobody has taken yet.
    pub players: Vec<Option<String>>,
    /// What the recipient must decide now (`your_turn` and `turn_reminder` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<WebhookDecision>,
    /// The feed item, exactly as `GET /v1/users/me/feed` shows it to the endpoint's owner
    /// (`seq` is its place in the owner's feed).
    pub data: FeedEvent,
}

/// The decision a turn awaits of the recipient.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookDecision {
    /// The recipient's seat.
    pub seat: Seat,
    /// The seats the game awaits, the recipient's among them.
    pub awaited: Vec<Seat>,
    /// The game's version: a move answers it as `expected_version`.
    pub version: i64,
    /// The recipient's own legal moves at that version, in the owner's language; absent when
    /// the game had moved on by the time the body was made (read `GET /legal-moves` then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub legal_moves: Option<WebhookLegalMoves>,
}

/// The first of the recipient's legal moves, as `GET /v1/games/{id}/legal-moves` lists them.
#[derive(Debug, Serialize, ToSchema)]
pub struct WebhookLegalMoves {
    /// The first (at most 20) legal commands as lines of text (`GET /legal-moves`'s
    /// `texts`): send one as a move's `text`.
    pub texts: Vec<String>,
    /// How many more legal commands `GET /legal-moves` lists after these.
    pub more: usize,
    /// Commands whose parameters the player picks (`GET /legal-moves`'s `templates`).
    pub templates: Vec<Template>,
}

impl From<LegalMoves> for WebhookLegalMoves {
    fn from(mut moves: LegalMoves) -> Self {
        let more = moves.texts.len().saturating_sub(MAX_TEXTS);
        moves.texts.truncate(MAX_TEXTS);
        WebhookLegalMoves {
            texts: moves.texts,
            more,
            templates: moves.templates,
        }
    }
}

/// Makes the bodies of one fan-out, reading each game once.
pub struct Bodies<'a> {
    play: &'a Play,
    public_url: &'a str,
    /// The games read so far (`None`: no such game).
    games: HashMap<String, Option<GameRecord>>,
}

impl<'a> Bodies<'a> {
    /// No game read yet; links start with `public_url`.
    pub fn new(play: &'a Play, public_url: &'a str) -> Self {
        Bodies {
            play,
            public_url,
            games: HashMap::new(),
        }
    }

    /// The JSON body announcing `item` at `endpoint`, its words in the owner's language;
    /// `None` for an item that does not parse. Fails when the game cannot be read.
    pub async fn body(
        &mut self,
        endpoint: &EndpointBehind,
        item: &FeedRecord,
    ) -> Result<Option<String>, ApiError> {
        let language = endpoint.language.unwrap_or_default();
        let Ok(data) = feed_event(item.clone(), language) else {
            return Ok(None);
        };
        if !self.games.contains_key(&item.game_id) {
            let game = match self.play.game(&item.game_id).await {
                Ok(game) => Some(game),
                Err(ApiError::GameNotFound) => None,
                Err(error) => return Err(error),
            };
            self.games.insert(item.game_id.clone(), game);
        }
        let game = self.games[&item.game_id].as_ref();
        let players = game.map(players).unwrap_or_default();
        let decision = match data.kind {
            FeedType::YourTurn | FeedType::TurnReminder => Some(WebhookDecision {
                seat: data.details.seat,
                awaited: data.details.awaited.clone(),
                version: data.details.version,
                legal_moves: match game {
                    Some(game) => self.legal_moves(game, &data, language).await,
                    None => None,
                },
            }),
            _ => None,
        };
        let body = WebhookPayload {
            kind: data.kind,
            timestamp: rfc3339(item.created_at),
            user_id: endpoint.webhook.user_id.clone(),
            endpoint_id: endpoint.webhook.id.clone(),
            game_url: format!("{}{}", self.public_url, data.details.link),
            players,
            decision,
            data,
        };
        Ok(serde_json::to_string(&body).ok())
    }

    /// The legal moves of the item's seat, if the game still stands where the item left it
    /// (the same version, awaiting the seat): then they come from the state just played.
    async fn legal_moves(
        &self,
        game: &GameRecord,
        item: &FeedEvent,
        language: Language,
    ) -> Option<WebhookLegalMoves> {
        let seat = item.details.seat;
        let current = game.version == item.details.version
            && game.status == GameStatus::Active
            && game.awaited_seats.contains(&seat);
        if !current {
            return None;
        }
        match self.play.legal_moves_of_seat(game, seat, language).await {
            Ok(moves) => Some(moves.into()),
            Err(error) => {
                tracing::warn!(game = %game.id, %error, "a webhook body goes without legal moves");
                None
            }
        }
    }
}

/// Each seat's player by name, `None` for a seat not taken yet.
fn players(game: &GameRecord) -> Vec<Option<String>> {
    (0..game.seat_count.max(0) as usize)
        .map(|index| game.players.get(index).map(|p| p.username.clone()))
        .collect()
}
