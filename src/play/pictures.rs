//! A seat's picture of a game as it stands, for the services that show it elsewhere (a turn
//! email's board).

use super::Play;
use crate::engine::svg::Caption;
use crate::engine::{Seat, Viewer};
use crate::error::{ApiError, guarded};
use crate::i18n::{Language, Speaker};
use crate::store::GameRecord;

impl Play {
    /// The board picture (SVG) of `game` as it stands, as `seat` sees it, its words in
    /// `language`.
    pub async fn seat_picture(
        &self,
        game: &GameRecord,
        seat: Seat,
        language: Language,
    ) -> Result<String, ApiError> {
        let state = self.state(game).await?;
        let players: Vec<String> = game.players.iter().map(|p| p.username.clone()).collect();
        let words = Speaker {
            language,
            players: &players,
        };
        let caption = Caption {
            version: game.version,
            players: &players,
            words: &words,
        };
        guarded(|| state.picture(Viewer::Seat(seat), &caption))
    }
}
