//! Reading a game as one viewer may: the view, the legal moves, and the log.

use serde_json::Value;

use super::{Play, find_kind, text_moves};
use crate::auth::{AuthUser, Bearer};
use crate::engine::{AnyState, ExpandError, MAX_EXPANSION, Seat, Status, Template, Viewer};
use crate::error::{ApiError, guarded};
use crate::i18n::{Asked, Language};
use crate::presentation::{Speech, game_result, log_entry, seat_holders, viewer, visible_timers};
use crate::resources::{LegalMoves, LogPage, ViewResponse};
use crate::store::{GameRecord, GameStatus};

impl Play {
    /// The caller's view of a game record just read, with the caller's legal moves (their
    /// texts in the language given) when `legal_moves` is set.
    pub async fn view(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        legal_moves: Option<Language>,
    ) -> Result<ViewResponse, ApiError> {
        let state = self.state(game).await?;
        let seat = game.seat_of(&user.id);
        let viewer = viewer(game, seat);
        let legal_moves = legal_moves
            .map(|language| legal_moves_of(game, state.as_ref(), seat, language))
            .transpose()?;
        Ok(ViewResponse {
            game_id: game.id.clone(),
            kind: game.kind.clone(),
            status: game.status,
            version: game.version,
            seat,
            awaited: game.awaited_seats.clone(),
            players: seat_holders(game, viewer),
            timers: visible_timers(game, viewer),
            result: game_result(game),
            // A game that never started has no state to show, only its lobby (`GET /games/{id}`).
            view: if game.version == 0 {
                Value::Null
            } else {
                guarded(|| state.view(viewer))?
            },
            legal_moves,
        })
    }

    /// The commands the caller may send now, or with `expand` the concrete commands of one
    /// of the templates offered.
    pub async fn legal_moves(
        &self,
        bearer: Bearer,
        id: &str,
        expand: Option<&Template>,
        asked: Asked,
    ) -> Result<LegalMoves, ApiError> {
        let (user, game) = self.game_for(bearer, id).await?;
        let language = asked.with_setting(user.language);
        let seat = game.seat_of(&user.id);
        let Some(template) = expand else {
            let state = self.state(&game).await?;
            return legal_moves_of(&game, state.as_ref(), seat, language);
        };
        let mut moves = no_legal_moves(&game, seat)?;
        let Some(seat) =
            seat.filter(|seat| game.status == GameStatus::Active && !game.has_left(*seat))
        else {
            return Err(ApiError::NoSuchTemplate(template.command.clone()));
        };
        let state = self.state(&game).await?;
        moves.commands =
            guarded(|| state.expand(seat, template))?.map_err(|error| match error {
                ExpandError::NotATemplate => ApiError::NoSuchTemplate(template.command.clone()),
                ExpandError::BadParameter { name, reason } => {
                    ApiError::InvalidRequest(format!("parameter `{name}`: {reason}"))
                }
                ExpandError::TooLarge { narrow_with } => ApiError::ExpansionTooLarge {
                    limit: MAX_EXPANSION,
                    narrow_with,
                },
            })?;
        moves.texts = text_moves::texts(&game, &moves.commands, language)?;
        Ok(moves)
    }

    /// The commands and templates `seat` may send now in a game record just read, their
    /// texts in `language` (none while the game waits for others only, is not running, or
    /// once the seat's player left).
    pub async fn legal_moves_of_seat(
        &self,
        game: &GameRecord,
        seat: Seat,
        language: Language,
    ) -> Result<LegalMoves, ApiError> {
        let state = self.state(game).await?;
        legal_moves_of(game, state.as_ref(), Some(seat), language)
    }

    /// Log entries after `after`, as the caller may see them, in words of `language`.
    pub async fn log(
        &self,
        user: &AuthUser,
        id: &str,
        after: i64,
        limit: i64,
        language: Language,
    ) -> Result<LogPage, ApiError> {
        let game = self.game_seen_by(user, id).await?;
        self.log_of(user, &game, after, limit, language).await
    }

    /// Log entries of a game record just read, after `after` and up to the record's
    /// version, as the caller may see them at that version.
    pub async fn log_of(
        &self,
        user: &AuthUser,
        game: &GameRecord,
        after: i64,
        limit: i64,
        language: Language,
    ) -> Result<LogPage, ApiError> {
        self.log_as(
            viewer(game, game.seat_of(&user.id)),
            game,
            after,
            limit,
            language,
        )
        .await
    }

    /// Log entries of a game record just read, after `after` and up to the record's
    /// version, as `viewer` may see them at that version, in words of `language`.
    pub async fn log_as(
        &self,
        viewer: Viewer,
        game: &GameRecord,
        after: i64,
        limit: i64,
        language: Language,
    ) -> Result<LogPage, ApiError> {
        let state = self.state(game).await?;
        let limit = limit.min(game.version - after).max(0);
        let entries = if limit == 0 {
            Vec::new()
        } else {
            self.store.entries(&game.id, after, limit).await?
        };
        let speech = Speech { language, game };
        let has_more = entries.last().map_or(after, |entry| entry.seq) < game.version;
        let entries = entries
            .into_iter()
            .map(|entry| log_entry(state.as_ref(), entry, viewer, Some(speech)))
            .collect::<Result<_, _>>()?;
        Ok(LogPage {
            kind: game.kind.clone(),
            entries,
            version: game.version,
            has_more,
        })
    }
}

pub(super) fn no_legal_moves(
    game: &GameRecord,
    seat: Option<Seat>,
) -> Result<LegalMoves, ApiError> {
    no_legal_moves_at(game, game.version, seat)
}

/// The legal moves of `game` at `version`, with none listed yet.
pub(super) fn no_legal_moves_at(
    game: &GameRecord,
    version: i64,
    seat: Option<Seat>,
) -> Result<LegalMoves, ApiError> {
    Ok(LegalMoves {
        kind: game.kind.clone(),
        version,
        seat,
        commands: Vec::new(),
        texts: Vec::new(),
        templates: Vec::new(),
        sampled: find_kind(game)?
            .sampled_commands()
            .iter()
            .map(|c| c.to_string())
            .collect(),
    })
}

/// The commands and templates `seat` may send in `state`, the state of `game` at its version
/// (none for a spectator or a game that is not running).
pub(super) fn legal_moves_of(
    game: &GameRecord,
    state: &dyn AnyState,
    seat: Option<Seat>,
    language: Language,
) -> Result<LegalMoves, ApiError> {
    legal_moves_at(game, game.version, state, seat, language)
}

/// The commands and templates `seat` could send in `state`, the state of `game` at `version`
/// (none for a spectator or once the game had ended at that version).
pub(crate) fn legal_moves_at(
    game: &GameRecord,
    version: i64,
    state: &dyn AnyState,
    seat: Option<Seat>,
    language: Language,
) -> Result<LegalMoves, ApiError> {
    let mut moves = no_legal_moves_at(game, version, seat)?;
    let running = game.status == GameStatus::Active || version < game.version;
    let awaiting = running && matches!(guarded(|| state.status())?, Status::Awaiting(_));
    // A player who left decides nothing: the server plays the seat.
    if let Some(seat) = seat.filter(|seat| awaiting && !game.has_left(*seat)) {
        moves.commands = guarded(|| state.legal_commands(seat))?;
        moves.templates = guarded(|| state.templates(seat))?;
        moves.texts = text_moves::texts(game, &moves.commands, language)?;
    }
    Ok(moves)
}
