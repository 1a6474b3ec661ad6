//! The database's own ceiling for a move-shaped transaction: update a game's counter row,
//! insert an entry row, commit — with the connection pool size a server process uses, against
//! the same database, so the server's move rate can be read as a share of it.

use std::str::FromStr;
use std::time::{Duration, Instant};

use hotel_games::store::{POSTGRES_CONNECTIONS, SQLITE_CONNECTIONS};
use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};

/// An entry's size on the wire: about what a move's events take.
const ENTRY_BYTES: usize = 600;

/// Move-shaped transactions per second with `writers` concurrent writers (each on its own
/// counter row) for `seconds`, on the pool a server process would open.
pub async fn measure(database_url: &str, writers: usize, seconds: f64) -> Result<f64, String> {
    let body = format!(
        "[{{\"type\":\"entry\",\"pad\":\"{}\"}}]",
        "x".repeat(ENTRY_BYTES)
    );
    let run = Duration::from_secs_f64(seconds);
    macro_rules! on_pool {
        ($pool:expr) => {{
            let pool = $pool;
            for statement in [
                "DROP TABLE IF EXISTS loadgen_ceiling_entries",
                "DROP TABLE IF EXISTS loadgen_ceiling_games",
                "CREATE TABLE loadgen_ceiling_games (id BIGINT PRIMARY KEY, version BIGINT NOT NULL)",
                "CREATE TABLE loadgen_ceiling_entries (game_id BIGINT NOT NULL, seq BIGINT NOT NULL, \
                 events TEXT NOT NULL, PRIMARY KEY (game_id, seq))",
            ] {
                sqlx::query(statement).execute(&pool).await.map_err(|e| e.to_string())?;
            }
            for writer in 0..writers as i64 {
                sqlx::query("INSERT INTO loadgen_ceiling_games (id, version) VALUES ($1, 0)")
                    .bind(writer)
                    .execute(&pool)
                    .await
                    .map_err(|e| e.to_string())?;
            }
            let started = Instant::now();
            let tasks: Vec<_> = (0..writers as i64)
                .map(|writer| {
                    let (pool, body) = (pool.clone(), body.clone());
                    tokio::spawn(async move {
                        let mut done = 0u64;
                        while started.elapsed() < run {
                            let mut tx = pool.begin().await.map_err(|e| e.to_string())?;
                            let (version,): (i64,) = sqlx::query_as(
                                "UPDATE loadgen_ceiling_games SET version = version + 1 \
                                 WHERE id = $1 RETURNING version",
                            )
                            .bind(writer)
                            .fetch_one(&mut *tx)
                            .await
                            .map_err(|e| e.to_string())?;
                            sqlx::query(
                                "INSERT INTO loadgen_ceiling_entries (game_id, seq, events) \
                                 VALUES ($1, $2, $3)",
                            )
                            .bind(writer)
                            .bind(version)
                            .bind(&body)
                            .execute(&mut *tx)
                            .await
                            .map_err(|e| e.to_string())?;
                            tx.commit().await.map_err(|e| e.to_string())?;
                            done += 1;
                        }
                        Ok::<u64, String>(done)
                    })
                })
                .collect();
            let mut total = 0;
            for task in tasks {
                total += task.await.map_err(|e| e.to_string())??;
            }
            let rate = total as f64 / started.elapsed().as_secs_f64();
            for statement in [
                "DROP TABLE loadgen_ceiling_entries",
                "DROP TABLE loadgen_ceiling_games",
            ] {
                sqlx::query(statement).execute(&pool).await.map_err(|e| e.to_string())?;
            }
            pool.close().await;
            Ok(rate)
        }};
    }
    if database_url.starts_with("postgres") {
        on_pool!(
            PgPoolOptions::new()
                .max_connections(POSTGRES_CONNECTIONS)
                .connect(database_url)
                .await
                .map_err(|e| e.to_string())?
        )
    } else {
        // The server's SQLite settings.
        let options = SqliteConnectOptions::from_str(database_url)
            .map_err(|e| e.to_string())?
            .journal_mode(SqliteJournalMode::Wal)
            .busy_timeout(Duration::from_secs(10))
            .foreign_keys(true);
        on_pool!(
            SqlitePoolOptions::new()
                .max_connections(SQLITE_CONNECTIONS)
                .connect_with(options)
                .await
                .map_err(|e| e.to_string())?
        )
    }
}
