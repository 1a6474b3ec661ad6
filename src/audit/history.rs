//! Views of the past: the state a viewer saw at any version, replayed from the log, as JSON
//! or as the board picture.

use serde_json::Value;

use crate::auth::AuthUser;
use crate::engine::svg::Caption;
use crate::engine::{Seat, Status, Viewer};
use crate::error::ApiError;
use crate::error::guarded;
use crate::i18n::{Language, Speaker};
use crate::play::{Play, legal_moves_at};
use crate::presentation::{game_result, is_over, viewer};
use crate::resources::ViewResponse;
use crate::store::{GameRecord, GameStatus};

/// Which view of the past to show: at version `at` (default: the current one), as `seat`
/// (default: the caller's own view).
#[derive(Clone, Copy, Debug, Default)]
pub struct PastView {
    pub at: Option<i64>,
    pub seat: Option<Seat>,
}

/// Which version and whose view `user` may see of `game` when asking for `past`.
fn shown(user: &AuthUser, game: &GameRecord, past: PastView) -> Result<(i64, Viewer), ApiError> {
    let at = past.at.unwrap_or(game.version);
    if at < 1 || at > game.version {
        return Err(ApiError::VersionNotFound {
            version: at,
            current: game.version,
        });
    }
    let own = game.seat_of(&user.id);
    let shown = match past.seat {
        Some(seat) if seat.index() >= game.players.len() => {
            return Err(ApiError::SeatNotFound(seat.0));
        }
        Some(seat) if is_over(game) => Viewer::Seat(seat),
        Some(seat) if Some(seat) == own => Viewer::Seat(seat),
        Some(_) => return Err(ApiError::ViewNotAllowed),
        None => viewer(game, own),
    };
    Ok((at, shown))
}

/// The view `user` asks for. While the game runs a player sees only their own seat's past
/// views (and a spectator the public one); once it is over anyone may see any seat's view
/// at any version, or everything (no `seat`). With `with_legal_moves`, the shown seat's legal
/// moves at that version too.
pub async fn view_at(
    play: &Play,
    user: &AuthUser,
    game: &GameRecord,
    past: PastView,
    legal_moves: Option<Language>,
) -> Result<ViewResponse, ApiError> {
    let (at, shown) = shown(user, game, past)?;
    let state = play.state_at(game, at).await?;
    let status = guarded(|| state.status())?;
    let (status, awaited) = match status {
        Status::Awaiting(seats) => (GameStatus::Active, seats),
        Status::Finished(_) => (GameStatus::Finished, Vec::new()),
        Status::Abandoned => (GameStatus::Abandoned, Vec::new()),
    };
    let view: Value = guarded(|| state.view(shown))?;
    let seat = match shown {
        Viewer::Seat(seat) => Some(seat),
        _ => None,
    };
    let legal_moves = legal_moves
        .map(|language| legal_moves_at(game, at, state.as_ref(), seat, language))
        .transpose()?;
    Ok(ViewResponse {
        game_id: game.id.clone(),
        kind: game.kind.clone(),
        status,
        version: at,
        seat,
        awaited,
        players: crate::presentation::seat_holders(game, shown),
        // Timers are facts of the present: a past view shows none.
        timers: if at == game.version {
            crate::presentation::visible_timers(game, shown)
        } else {
            Vec::new()
        },
        result: (status == GameStatus::Finished)
            .then(|| game_result(game))
            .flatten(),
        view,
        legal_moves,
    })
}

/// The board picture of the view `user` asks for, under the same rules as [`view_at`], with
/// its words in `language`: the version drawn and the SVG document. A game that has not
/// started has no board yet (`game_not_active`).
pub async fn picture_at(
    play: &Play,
    user: &AuthUser,
    game: &GameRecord,
    past: PastView,
    language: Language,
) -> Result<(i64, String), ApiError> {
    if game.version == 0 {
        return Err(ApiError::GameNotActive);
    }
    let (at, shown) = shown(user, game, past)?;
    let state = play.state_at(game, at).await?;
    let players: Vec<String> = game.players.iter().map(|p| p.username.clone()).collect();
    let words = Speaker {
        language,
        players: &players,
    };
    let caption = Caption {
        version: at,
        players: &players,
        words: &words,
    };
    let picture = guarded(|| state.picture(shown, &caption))?;
    Ok((at, picture))
}
