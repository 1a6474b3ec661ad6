//! Games and their seats: creating, reading, listing, joining and leaving.

use std::sync::LazyLock;

use sqlx::Row;

use super::game_records::{
    Bots, GameFilter, GameRecord, GameStatus, JoinOutcome, Joiner, NO_DEADLINE, NewGame,
    PlayerRecord, SeatTaken, Visibility, seating,
};
use super::{FeedItem, Store, StoreError, announce, insert_feed, now_millis, with_pool};
use crate::auth::Holder;
use crate::correspondence::OnLeave;
use crate::engine::{Outcome, Seat};
use crate::i18n::Language;

const GAME_COLUMNS: &str = "id, kind, config, seat_count, status, creator_id, seed, \
    rng_commitment, version, awaited_seats, last_hash, created_at, updated_at, result, clock, on_leave, \
    format_version, visibility, rated, bots";

/// The condition (on the parameter `$3`, now in milliseconds) that an invitation can still
/// be used: not revoked, not expired, not used up.
pub(super) const LIVE_INVITATION: &str = "revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $3) \
    AND (max_uses IS NULL OR uses < max_uses)";

/// Whether the game of row `g` has standing orders and timed decisions: a game without them
/// is read without the queries for them.
const FLAG_COLUMNS: &str = "EXISTS (SELECT 1 FROM standing_orders o WHERE o.game_id = g.id) \
    AS has_standing_orders, \
    EXISTS (SELECT 1 FROM game_deadlines d WHERE d.game_id = g.id) AS has_deadlines";

/// The column `vacation_until`: the end of the vacation of player row `p` running at the
/// parameter numbered `now` (milliseconds), if any.
fn vacation_until(now: usize) -> String {
    format!(
        "(SELECT MAX(v.ends_at) FROM vacations v WHERE v.user_id = p.user_id \
         AND v.starts_at <= ${now} AND v.ends_at > ${now}) AS vacation_until"
    )
}

/// The query of one game (`$1`) with a row per player (in no order: [`game_of_rows!`] puts
/// them in seat order), at the time `$2`, with `extra` columns.
fn game_query(extra: &str) -> String {
    format!(
        "SELECT {}, {FLAG_COLUMNS}, p.user_id AS player_id, u.username AS player_name, \
         p.left_at AS player_left_at, p.bot AS player_bot, u.bot AS player_bot_account, \
         p.named_seat AS player_named_seat, p.joined_seq, {}{extra} \
         FROM games g LEFT JOIN game_players p ON p.game_id = g.id \
         LEFT JOIN users u ON u.id = p.user_id \
         WHERE g.id = $1",
        prefixed(GAME_COLUMNS, "g"),
        vacation_until(2)
    )
}

/// `columns` (comma-separated) as columns of the table named `alias`.
fn prefixed(columns: &str, alias: &str) -> String {
    columns
        .split(", ")
        .map(|column| format!("{alias}.{column}"))
        .collect::<Vec<_>>()
        .join(", ")
}

macro_rules! game_from_row {
    ($row:expr) => {{
        let row = $row;
        let config: String = row.try_get("config")?;
        let status: String = row.try_get("status")?;
        let awaited: String = row.try_get("awaited_seats")?;
        let result: Option<String> = row.try_get("result")?;
        let clock: Option<String> = row.try_get("clock")?;
        let on_leave: String = row.try_get("on_leave")?;
        let visibility: String = row.try_get("visibility")?;
        let bots: String = row.try_get("bots")?;
        Ok::<GameRecord, StoreError>(GameRecord {
            id: row.try_get("id")?,
            kind: row.try_get("kind")?,
            config: serde_json::from_str(&config)?,
            seat_count: row.try_get("seat_count")?,
            status: GameStatus::parse(&status)?,
            creator_id: row.try_get("creator_id")?,
            seed: row.try_get("seed")?,
            rng_commitment: row.try_get("rng_commitment")?,
            version: row.try_get("version")?,
            awaited_seats: serde_json::from_str(&awaited)?,
            last_hash: row.try_get("last_hash")?,
            created_at: row.try_get("created_at")?,
            updated_at: row.try_get("updated_at")?,
            format_version: u32::try_from(row.try_get::<i64, _>("format_version")?)
                .map_err(|e| StoreError::Corrupt(format!("format_version: {e}")))?,
            players: Vec::new(),
            result: result.as_deref().map(serde_json::from_str).transpose()?,
            deadlines: Vec::new(),
            clock: clock.as_deref().map(serde_json::from_str).transpose()?,
            on_leave: OnLeave::parse(&on_leave),
            has_standing_orders: row.try_get("has_standing_orders")?,
            visibility: Visibility::parse(&visibility)?,
            rated: row.try_get("rated")?,
            bots: Bots::parse(&bots)?,
            rating_changes: Vec::new(),
            kept_seats: Vec::new(),
        })
    }};
}

/// The game of the rows of a [`game_query`] (none: no such game), and whether it has timed
/// decisions.
macro_rules! game_of_rows {
    ($rows:expr) => {{
        let rows = $rows;
        match rows.first() {
            Some(first) => {
                let has_deadlines: bool = first.try_get("has_deadlines")?;
                let mut game = game_from_row!(first)?;
                let mut players = Vec::with_capacity(rows.len());
                for row in rows {
                    let Some(user_id) = row.try_get::<Option<String>, _>("player_id")? else {
                        continue;
                    };
                    let joined_seq: i64 = row.try_get("joined_seq")?;
                    let player = PlayerRecord {
                        user_id,
                        username: row.try_get("player_name")?,
                        left_at: row.try_get("player_left_at")?,
                        bot: row.try_get("player_bot")?,
                        bot_account: row.try_get("player_bot_account")?,
                        named_seat: row.try_get("player_named_seat")?,
                        vacation_until: row.try_get("vacation_until")?,
                    };
                    players.push((joined_seq, player));
                }
                players.sort_by_key(|(joined_seq, _)| *joined_seq);
                game.players = players.into_iter().map(|(_, player)| player).collect();
                Ok::<_, StoreError>(Some((game, has_deadlines)))
            }
            None => Ok(None),
        }
    }};
}

impl Store {
    /// Creates an open game with its creator in the first seat.
    pub async fn create_game(&self, game: &NewGame) -> Result<(), StoreError> {
        let clock = game.clock.as_ref().map(serde_json::to_string).transpose()?;
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "INSERT INTO games (id, kind, config, seat_count, status, creator_id, seed, \
                 rng_commitment, version, awaited_seats, last_hash, created_at, updated_at, \
                 clock, on_leave, format_version, visibility, rated, bots) \
                 VALUES ($1, $2, $3, $4, 'open', $5, $6, $7, 0, '[]', $8, $9, $9, $10, $11, $12, $13, $14, $15)",
            )
            .bind(&game.id)
            .bind(&game.kind)
            .bind(game.config.to_string())
            .bind(game.seat_count)
            .bind(&game.creator_id)
            .bind(&game.seed)
            .bind(&game.rng_commitment)
            .bind(&game.genesis_hash)
            .bind(game.created_at)
            .bind(clock.as_deref())
            .bind(game.on_leave.as_str())
            .bind(i64::from(game.format_version))
            .bind(game.visibility.as_str())
            .bind(game.rated)
            .bind(game.bots.as_str())
            .execute(&mut *tx)
            .await?;
            sqlx::query("INSERT INTO game_players (game_id, user_id, joined_seq) VALUES ($1, $2, 1)")
                .bind(&game.id)
                .bind(&game.creator_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// The game with this id and its players, in one query (one row per player, the game's
    /// columns repeated); its timed decisions in a second one, when it has any.
    pub async fn game(&self, id: &str) -> Result<Option<GameRecord>, StoreError> {
        static SQL: LazyLock<String> = LazyLock::new(|| game_query(""));
        let game = with_pool!(self, pool => {
            let rows = sqlx::query(&SQL).bind(id).bind(now_millis()).fetch_all(pool).await?;
            game_of_rows!(&rows)?
        });
        self.with_deadlines(game).await
    }

    /// [`Store::game`] and, read in the same query, what a token of the user `caller` issued
    /// in `session` is checked against (`None` when there is no such user); `None` when there
    /// is no such game.
    pub async fn game_and_holder(
        &self,
        id: &str,
        caller: &str,
        session: Option<&str>,
    ) -> Result<Option<(GameRecord, Option<Holder>)>, StoreError> {
        static SQL: LazyLock<String> = LazyLock::new(|| {
            game_query(
                ", (SELECT token_generation FROM users c WHERE c.id = $3) AS caller_generation\
                 , (SELECT language FROM users c WHERE c.id = $3) AS caller_language\
                 , (SELECT COUNT(*) FROM sessions s WHERE s.id = $4 AND s.user_id = $3 \
                 AND s.revoked_at IS NULL) AS caller_session",
            )
        });
        let read = with_pool!(self, pool => {
            let rows = sqlx::query(&SQL)
                .bind(id)
                .bind(now_millis())
                .bind(caller)
                .bind(session)
                .fetch_all(pool)
                .await?;
            match rows.first() {
                Some(first) => {
                    let generation: Option<i64> = first.try_get("caller_generation")?;
                    let language: Option<String> = first.try_get("caller_language")?;
                    let open: i64 = first.try_get("caller_session")?;
                    let holder = generation.map(|token_generation| Holder {
                        token_generation,
                        session_open: session.is_none() || open == 1,
                        language: language.as_deref().and_then(Language::matching),
                    });
                    game_of_rows!(&rows)?.map(|game| (game, holder))
                }
                None => None,
            }
        });
        match read {
            Some(((game, has_deadlines), holder)) => {
                let game = self.with_deadlines(Some((game, has_deadlines))).await?;
                Ok(game.map(|game| (game, holder)))
            }
            None => Ok(None),
        }
    }

    /// A game read by [`game_of_rows`], with its timed decisions read when it has any.
    async fn with_deadlines(
        &self,
        game: Option<(GameRecord, bool)>,
    ) -> Result<Option<GameRecord>, StoreError> {
        match game {
            Some((mut game, has_deadlines)) => {
                if has_deadlines {
                    game.deadlines = self.deadlines_of(&[game.id.clone()]).await?.remove(0);
                }
                self.with_rating_changes(std::slice::from_mut(&mut game))
                    .await?;
                self.with_kept_seats(std::slice::from_mut(&mut game))
                    .await?;
                Ok(Some(game))
            }
            None => Ok(None),
        }
    }

    /// Fills in the rating changes of the finished rated games among `games`.
    pub(super) async fn with_rating_changes(
        &self,
        games: &mut [GameRecord],
    ) -> Result<(), StoreError> {
        let rated: Vec<String> = games
            .iter()
            .filter(|game| game.rated && game.status == GameStatus::Finished)
            .map(|game| game.id.clone())
            .collect();
        let mut changes = self.rating_changes_of(&rated).await?;
        for game in games {
            if let Some(found) = changes.remove(&game.id) {
                game.rating_changes = found;
            }
        }
        Ok(())
    }

    /// Players of each game, in seat (join) order.
    async fn players(&self, game_ids: &[String]) -> Result<Vec<Vec<PlayerRecord>>, StoreError> {
        if game_ids.is_empty() {
            return Ok(Vec::new());
        }
        let placeholders: Vec<String> = (1..=game_ids.len()).map(|i| format!("${i}")).collect();
        let now_param = game_ids.len() + 1;
        let sql = format!(
            "SELECT p.game_id, p.user_id, u.username, p.left_at, p.bot, u.bot, p.named_seat, {} \
             FROM game_players p \
             JOIN users u ON u.id = p.user_id WHERE p.game_id IN ({}) \
             ORDER BY p.game_id, p.joined_seq",
            vacation_until(now_param),
            placeholders.join(", ")
        );
        type Row = (
            String,
            String,
            String,
            Option<i64>,
            Option<String>,
            bool,
            Option<i64>,
            Option<i64>,
        );
        let rows: Vec<Row> = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql);
            for id in game_ids {
                query = query.bind(id);
            }
            query.bind(now_millis()).fetch_all(pool).await?
        });
        Ok(game_ids
            .iter()
            .map(|id| {
                rows.iter()
                    .filter(|(game_id, ..)| game_id == id)
                    .map(
                        |(
                            _,
                            user_id,
                            username,
                            left_at,
                            bot,
                            bot_account,
                            named_seat,
                            vacation_until,
                        )| {
                            PlayerRecord {
                                user_id: user_id.clone(),
                                username: username.clone(),
                                left_at: *left_at,
                                bot: bot.clone(),
                                bot_account: *bot_account,
                                named_seat: *named_seat,
                                vacation_until: *vacation_until,
                            }
                        },
                    )
                    .collect()
            })
            .collect())
    }

    /// Games matching `filter`, newest first.
    pub async fn list_games(&self, filter: &GameFilter) -> Result<Vec<GameRecord>, StoreError> {
        let mut conditions: Vec<String> = Vec::new();
        let mut binds: Vec<String> = Vec::new();
        let bind = |value: String, binds: &mut Vec<String>| {
            binds.push(value);
            format!("${}", binds.len())
        };
        if let Some(viewer) = &filter.viewer {
            let p = bind(viewer.clone(), &mut binds);
            conditions.push(format!(
                "(g.visibility = 'public' OR g.creator_id = {p} OR EXISTS \
                 (SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.user_id = {p}))"
            ));
        }
        if let Some(kind) = &filter.kind {
            let p = bind(kind.clone(), &mut binds);
            conditions.push(format!("g.kind = {p}"));
        }
        if let Some(status) = filter.status {
            let p = bind(status.as_str().into(), &mut binds);
            conditions.push(format!("g.status = {p}"));
        }
        if let Some(user) = &filter.player {
            let p = bind(user.clone(), &mut binds);
            conditions.push(format!(
                "EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id AND p.user_id = {p})"
            ));
        }
        if let Some(user) = &filter.awaiting {
            let p = bind(user.clone(), &mut binds);
            conditions.push(format!(
                "EXISTS (SELECT 1 FROM game_players p WHERE p.game_id = g.id \
                 AND p.user_id = {p} AND p.awaited)"
            ));
        }
        // The deadline of the awaited user's seat (its seat number is its place in join order).
        let deadline_key = filter.awaiting.as_ref().map(|user| {
            let p = bind(user.clone(), &mut binds);
            format!(
                "COALESCE((SELECT MIN(d.due_at) FROM game_deadlines d JOIN game_players s \
                 ON s.game_id = d.game_id WHERE d.game_id = g.id AND s.user_id = {p} \
                 AND d.slot <> 'reminder' AND d.slot <> 'bot' AND d.seat = \
                 (SELECT COUNT(*) FROM game_players q WHERE q.game_id = g.id \
                  AND q.joined_seq < s.joined_seq)), {NO_DEADLINE})"
            )
        });
        let mut numbers: Vec<i64> = Vec::new();
        if let Some(position) = &filter.before {
            let p = bind(position.id.clone(), &mut binds);
            let mut number = |value: i64| {
                numbers.push(value);
                format!("${}", binds.len() + numbers.len())
            };
            let t = number(position.created_at);
            let newer = format!("(g.created_at < {t} OR (g.created_at = {t} AND g.id < {p}))");
            conditions.push(match (&deadline_key, position.deadline) {
                (Some(key), Some(deadline)) => {
                    let d = number(deadline);
                    format!("({key} > {d} OR ({key} = {d} AND {newer}))")
                }
                _ => newer,
            });
        }
        let where_clause = if conditions.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", conditions.join(" AND "))
        };
        let columns = prefixed(GAME_COLUMNS, "g");
        let order = match &deadline_key {
            Some(key) => format!("{key}, g.created_at DESC, g.id DESC"),
            None => "g.created_at DESC, g.id DESC".to_string(),
        };
        let sql = format!(
            "SELECT {columns}, {FLAG_COLUMNS} FROM games g {where_clause} ORDER BY {order} LIMIT {}",
            filter.limit.max(0)
        );
        let mut games: Vec<GameRecord> = with_pool!(self, pool => {
            let mut query = sqlx::query(&sql);
            for value in &binds {
                query = query.bind(value);
            }
            for value in &numbers {
                query = query.bind(*value);
            }
            let rows = query.fetch_all(pool).await?;
            rows.into_iter().map(|row| game_from_row!(row)).collect::<Result<_, _>>()?
        });
        let ids: Vec<String> = games.iter().map(|game| game.id.clone()).collect();
        for (game, players) in games.iter_mut().zip(self.players(&ids).await?) {
            game.players = players;
        }
        for (game, deadlines) in games.iter_mut().zip(self.deadlines_of(&ids).await?) {
            game.deadlines = deadlines;
        }
        self.with_rating_changes(&mut games).await?;
        self.with_kept_seats(&mut games).await?;
        Ok(games)
    }

    /// Fills in the seats kept by live invitations of the open games among `games`.
    async fn with_kept_seats(&self, games: &mut [GameRecord]) -> Result<(), StoreError> {
        let open: Vec<&str> = games
            .iter()
            .filter(|game| game.status == GameStatus::Open)
            .map(|game| game.id.as_str())
            .collect();
        if open.is_empty() {
            return Ok(());
        }
        let placeholders: Vec<String> = (2..open.len() + 2).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT game_id, seat FROM invitations WHERE game_id IN ({}) AND seat IS NOT NULL \
             AND {} ORDER BY seat",
            placeholders.join(", "),
            LIVE_INVITATION.replace("$3", "$1")
        );
        let rows: Vec<(String, i64)> = with_pool!(self, pool => {
            let mut query = sqlx::query_as(&sql).bind(now_millis());
            for id in &open {
                query = query.bind(*id);
            }
            query.fetch_all(pool).await?
        });
        for game in games {
            game.kept_seats = rows
                .iter()
                .filter(|(game_id, _)| *game_id == game.id)
                .map(|(_, seat)| *seat)
                .collect();
        }
        Ok(())
    }

    /// Seats `joiner` in an open game that has a free seat: a person in a public game or
    /// with an invitation (used up by this), or a bot. Everyone's seat is settled again (see
    /// [`seating`]), so the join order of the game's rows is its seat order.
    pub async fn join_game(
        &self,
        game_id: &str,
        joiner: &Joiner,
        tell: &(dyn Fn(&SeatTaken) -> Vec<FeedItem> + Sync),
    ) -> Result<JoinOutcome, StoreError> {
        let now = now_millis();
        let (mut user_id, bot, invitation, named_seat) = match joiner {
            Joiner::User(user_id) => (user_id.clone(), None, None, None),
            Joiner::Invited {
                user_id,
                invitation,
                seat,
            } => (user_id.clone(), None, Some(invitation.as_str()), *seat),
            Joiner::Bot(name) => (String::new(), Some(name.as_str()), None, None),
        };
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            // Writing first takes the game's row lock (PostgreSQL) or the write lock
            // (SQLite), so concurrent joins are serialized per game.
            let locked = sqlx::query("UPDATE games SET updated_at = $2 WHERE id = $1 AND status = 'open'")
                .bind(game_id)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let game: Option<(String, String, i64, String)> = sqlx::query_as(
                "SELECT visibility, creator_id, seat_count, bots FROM games WHERE id = $1",
            )
            .bind(game_id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((visibility, creator_id, seat_count, bots)) = game else {
                return Ok(JoinOutcome::NotFound);
            };
            let seated: Vec<(String, Option<i64>)> = sqlx::query_as(
                "SELECT user_id, named_seat FROM game_players WHERE game_id = $1 ORDER BY joined_seq",
            )
            .bind(game_id)
            .fetch_all(&mut *tx)
            .await?;
            let is_seated = seated.iter().any(|(id, _)| *id == user_id);
            // A stranger learns nothing of a private game, not even that it runs.
            if matches!(joiner, Joiner::User(_))
                && Visibility::parse(&visibility)? == Visibility::Private
                && !is_seated
                && creator_id != user_id
            {
                return Ok(JoinOutcome::NotFound);
            }
            if locked == 0 {
                return Ok(JoinOutcome::NotOpen);
            }
            if Bots::parse(&bots)? == Bots::Refused {
                // The account's row is locked for the rest of the join (PostgreSQL), so it
                // cannot become a bot's meanwhile (see [`Store::make_bot`]).
                let lock = match self.backend() {
                    super::Backend::Postgres => " FOR SHARE",
                    super::Backend::Sqlite => "",
                };
                let is_bot = match bot {
                    Some(_) => true,
                    None => sqlx::query_as::<_, (bool,)>(&format!(
                        "SELECT bot FROM users WHERE id = $1{lock}"
                    ))
                    .bind(&user_id)
                    .fetch_optional(&mut *tx)
                    .await?
                    .is_some_and(|(bot,)| bot),
                };
                if is_bot {
                    return Ok(JoinOutcome::BotsRefused);
                }
            }
            if let Some(name) = bot {
                // The bot's account for its next seat number in this game.
                let (seated,): (i64,) = sqlx::query_as(
                    "SELECT COUNT(*) FROM game_players WHERE game_id = $1 AND bot = $2",
                )
                .bind(game_id)
                .bind(name)
                .fetch_one(&mut *tx)
                .await?;
                let number = seated + 1;
                user_id = format!("bot:{name}:{number}");
                sqlx::query(
                    "INSERT INTO users (id, username, password_hash, created_at, bot) \
                     VALUES ($1, $2, '', $3, TRUE) ON CONFLICT DO NOTHING",
                )
                .bind(&user_id)
                .bind(format!("{name} bot {number}"))
                .bind(now)
                .execute(&mut *tx)
                .await?;
            }
            if is_seated {
                return Ok(JoinOutcome::AlreadySeated);
            }
            let user_id = user_id.as_str();
            let reserved: Vec<(i64,)> = sqlx::query_as(&format!(
                "SELECT seat FROM invitations WHERE game_id = $1 AND seat IS NOT NULL \
                 AND id <> $2 AND {LIVE_INVITATION}"
            ))
            .bind(game_id)
            .bind(invitation.unwrap_or(""))
            .bind(now)
            .fetch_all(&mut *tx)
            .await?;
            let reserved: Vec<i64> = reserved.into_iter().map(|(seat,)| seat).collect();
            let named: Vec<Option<i64>> = seated.iter().map(|(_, named)| *named).collect();
            let Some(seats) = seating(seat_count, &named, &reserved, named_seat) else {
                return Ok(JoinOutcome::Full);
            };
            if let Some(invitation) = invitation {
                let used = sqlx::query(&format!(
                    "UPDATE invitations SET uses = uses + 1 WHERE id = $1 AND game_id = $2 \
                     AND {LIVE_INVITATION}"
                ))
                .bind(invitation)
                .bind(game_id)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
                if used == 0 {
                    return Ok(JoinOutcome::InvitationUnusable);
                }
            }
            // Rows are renumbered in seat order: first out of the way of the new numbers.
            sqlx::query("UPDATE game_players SET joined_seq = joined_seq + 1000000000 WHERE game_id = $1")
                .bind(game_id)
                .execute(&mut *tx)
                .await?;
            for ((seated_id, _), seat) in seated.iter().zip(&seats) {
                sqlx::query("UPDATE game_players SET joined_seq = $3 WHERE game_id = $1 AND user_id = $2")
                    .bind(game_id)
                    .bind(seated_id)
                    .bind(seat + 1)
                    .execute(&mut *tx)
                    .await?;
            }
            let own_seat = *seats.last().expect("the newcomer's seat");
            sqlx::query(
                "INSERT INTO game_players (game_id, user_id, joined_seq, bot, named_seat) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(game_id)
            .bind(user_id)
            .bind(own_seat + 1)
            .bind(bot)
            .bind(named_seat)
            .execute(&mut *tx)
            .await?;
            let players = seated.len() as i64;
            let (kind, username): (String, String) = sqlx::query_as(
                "SELECT g.kind, u.username FROM games g, users u WHERE g.id = $1 AND u.id = $2",
            )
            .bind(game_id)
            .bind(user_id)
            .fetch_one(&mut *tx)
            .await?;
            let others: Vec<(String,)> = sqlx::query_as(
                "SELECT user_id FROM game_players WHERE game_id = $1 AND user_id <> $2 \
                 AND bot IS NULL ORDER BY joined_seq",
            )
            .bind(game_id)
            .bind(user_id)
            .fetch_all(&mut *tx)
            .await?;
            // The seat as the lobby numbers it now: its place among those seated.
            let place = seats.iter().filter(|seat| **seat < own_seat).count();
            let items = tell(&SeatTaken {
                game_id: game_id.to_string(),
                kind,
                seat: Seat(place as u8),
                username,
                players: players + 1,
                seat_count,
                others: others.into_iter().map(|(id,)| id).collect(),
            });
            insert_feed!(self, tx, items, now);
            announce!(self, tx, items.iter().map(|item| format!("u:{}", item.user_id)));
            tx.commit().await?;
            let told = items.into_iter().map(|item| item.user_id).collect();
            Ok(JoinOutcome::Joined { players: players + 1, seat_count, told })
        })
    }

    /// Frees `user_id`'s seat in an open game; the game is abandoned when no person is left.
    /// Returns whether a seat was freed.
    pub async fn leave_game(&self, game_id: &str, user_id: &str) -> Result<bool, StoreError> {
        let now = now_millis();
        with_pool!(self, pool => {
            let mut tx = pool.begin().await?;
            let locked = sqlx::query("UPDATE games SET updated_at = $2 WHERE id = $1 AND status = 'open'")
                .bind(game_id)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if locked == 0 {
                return Ok(false);
            }
            let left = sqlx::query("DELETE FROM game_players WHERE game_id = $1 AND user_id = $2")
                .bind(game_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            // Bots alone do not keep a game open.
            sqlx::query(
                "UPDATE games SET status = 'abandoned' WHERE id = $1 AND NOT EXISTS \
                 (SELECT 1 FROM game_players p WHERE p.game_id = $1 AND p.bot IS NULL)",
            )
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(left > 0)
        })
    }

    /// Records the result of a finished game that has none yet.
    pub async fn set_result(&self, game_id: &str, result: &Outcome) -> Result<(), StoreError> {
        let result = serde_json::to_string(result)?;
        with_pool!(self, pool => {
            sqlx::query("UPDATE games SET result = $2 WHERE id = $1 AND result IS NULL")
                .bind(game_id)
                .bind(&result)
                .execute(pool)
                .await?;
            Ok(())
        })
    }
}
