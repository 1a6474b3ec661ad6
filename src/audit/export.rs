//! `GET /v1/games/{id}/export`: a game as NDJSON, streamed page by page from the store so
//! that any game length exports in constant memory.

use actix_web::web::{self, Bytes};
use futures_util::Stream;
use futures_util::stream;

use super::format::{ExportEntry, ExportHeader, ExportLine, ExportPlayer, ExportTrailer, FORMAT};
use crate::auth::AuthUser;
use crate::engine::{AnyState, Seat, Viewer};
use crate::error::ApiError;
use crate::games;
use crate::hash_chain::Genesis;
use crate::i18n::Language;
use crate::play::Play;
use crate::presentation::{Speech, game_result, is_over, log_entry, viewer};
use crate::store::{EntryRecord, GameRecord};
use crate::timestamps::rfc3339;

/// Entries read from the store per round trip.
const PAGE: i64 = 500;

/// The export of `game` (a record just read) as `user` may see it: the whole truth once the
/// game is over, otherwise the caller's redacted history up to the record's version.
pub async fn export(
    play: web::Data<Play>,
    user: &AuthUser,
    game: GameRecord,
    language: Language,
) -> Result<impl Stream<Item = Result<Bytes, ApiError>> + use<>, ApiError> {
    let viewer = viewer(&game, game.seat_of(&user.id));
    let state = play.state_at(&game, game.version).await?;
    let first = play.store().entries(&game.id, 0, 1).await?;
    let header = header(&game, first.first());
    let start = Export {
        play,
        game,
        state,
        viewer,
        language,
        after: 0,
        header: Some(header),
        done: false,
    };
    Ok(stream::try_unfold(start, |mut export| async move {
        let lines = export.next_lines().await?;
        Ok(lines.map(|lines| (lines, export)))
    }))
}

/// Where an export stream stands.
struct Export {
    play: web::Data<Play>,
    game: GameRecord,
    /// The state at the record's version (for the kinds' event views of a redacted export).
    state: Box<dyn AnyState>,
    viewer: Viewer,
    /// The language of a redacted export's `text`.
    language: Language,
    /// The last entry written.
    after: i64,
    /// The header, until it is written.
    header: Option<ExportHeader>,
    done: bool,
}

impl Export {
    /// The next chunk of lines: the header, a page of entries, then the trailer; `None` at
    /// the end.
    async fn next_lines(&mut self) -> Result<Option<Bytes>, ApiError> {
        if let Some(header) = self.header.take() {
            return Ok(Some(lines([ExportLine::Header(header)])));
        }
        if self.after < self.game.version {
            let limit = PAGE.min(self.game.version - self.after);
            let records = self
                .play
                .store()
                .entries(&self.game.id, self.after, limit)
                .await?;
            let Some(last) = records.last() else {
                return Err(ApiError::Internal(format!(
                    "log of game {} ends at {}",
                    self.game.id, self.after
                )));
            };
            self.after = last.seq;
            let entries = records
                .into_iter()
                .map(|record| self.entry(record).map(ExportLine::Entry))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Some(lines(entries)));
        }
        if self.done {
            return Ok(None);
        }
        self.done = true;
        if !is_over(&self.game) {
            return Ok(None);
        }
        Ok(Some(lines([ExportLine::Trailer(ExportTrailer {
            status: self.game.status,
            rng_seed: hex::encode(&self.game.seed),
            entries: self.game.version,
            last_hash: self.game.last_hash.clone(),
            result: game_result(&self.game),
        })])))
    }

    fn entry(&self, record: EntryRecord) -> Result<ExportEntry, ApiError> {
        let created_at_ms = record.created_at;
        // A complete export is the stored truth alone; a redacted one says each entry in
        // words, as the log does.
        let speech = (!is_over(&self.game)).then_some(Speech {
            language: self.language,
            game: &self.game,
        });
        let entry = log_entry(self.state.as_ref(), record, self.viewer, speech)?;
        Ok(ExportEntry {
            seq: entry.seq,
            seat: entry.seat,
            command_type: entry.command_type,
            command: entry.command,
            events: entry.events,
            created_at_ms,
            time: entry.time,
            hash: entry.hash,
            by: entry.by,
            text: entry.text,
        })
    }
}

fn header(game: &GameRecord, setup: Option<&EntryRecord>) -> ExportHeader {
    let rules_version = setup
        .and_then(|entry| entry.command.get("rules_version"))
        .and_then(serde_json::Value::as_u64)
        .and_then(|version| u32::try_from(version).ok())
        // Games set up before the version was recorded were played under version 1; a game
        // not yet started will be played under the current rules.
        .unwrap_or_else(|| match setup {
            Some(_) => 1,
            None => games::find(&game.kind).map_or(1, |kind| kind.rules_version()),
        });
    let genesis = Genesis {
        game_id: &game.id,
        kind: &game.kind,
        config: &game.config,
        rng_commitment: &game.rng_commitment,
        created_at_ms: game.created_at,
    };
    ExportHeader {
        format: FORMAT.into(),
        format_version: game.format_version,
        game_id: game.id.clone(),
        kind: game.kind.clone(),
        rules_version,
        config: game.config.clone(),
        seats: game.seat_count as u32,
        players: game
            .players
            .iter()
            .enumerate()
            .map(|(seat, player)| ExportPlayer {
                seat: Seat(seat as u8),
                username: player.username.clone(),
            })
            .collect(),
        created_at: rfc3339(game.created_at),
        created_at_ms: (game.format_version >= 2).then_some(game.created_at),
        rng_commitment: game.rng_commitment.clone(),
        genesis_hash: genesis.hash(game.format_version),
        status: game.status,
        entries: game.version,
        complete: is_over(game),
    }
}

/// Lines of NDJSON.
fn lines(lines: impl IntoIterator<Item = ExportLine>) -> Bytes {
    let mut text = Vec::new();
    for line in lines {
        serde_json::to_writer(&mut text, &line).expect("export lines serialize");
        text.push(b'\n');
    }
    Bytes::from(text)
}
