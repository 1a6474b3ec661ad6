//! Ratings: `cargo bench --bench ratings [-- PLAYERS]` times the rating of one finished
//! table (Weng-Lin over 2, 4 and 6 players) and, on a database of PLAYERS (default 10,000)
//! rated players of one kind, the first and a deep page of the leaderboard, on SQLite (a
//! temporary file) and, with `BENCH_DATABASE_URL=postgres://…`, on PostgreSQL too. It prints
//! medians; nothing is asserted on time. Run by `cargo test` (without `--bench`), it rates a
//! few tables and reads a leaderboard of 200 players, to check that it still works.

use std::time::{Duration, Instant};

use hotel_games::config::DatabaseConfig;
use hotel_games::ratings::{Rating, rate};
use hotel_games::store::Store;

/// The median time of `rounds` runs of `run`.
async fn median<F, Fut>(rounds: usize, mut run: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let mut times = Vec::with_capacity(rounds);
    for _ in 0..rounds {
        let started = Instant::now();
        run().await;
        times.push(started.elapsed());
    }
    times.sort();
    times[rounds / 2]
}

/// Fills `url`'s database with `players` rated players of Acquire.
async fn seed(url: &str, players: usize) {
    let statements = |i: usize| {
        let id = format!("00000000-0000-4000-8000-{i:012}");
        let mu = 15.0 + (i * 7919 % 2000) as f64 / 100.0;
        let sigma = 1.5 + (i * 104_729 % 500) as f64 / 100.0;
        (id, format!("player{i}"), mu, sigma)
    };
    macro_rules! fill {
        ($pool:expr) => {{
            let mut tx = $pool.begin().await.unwrap();
            for i in 0..players {
                let (id, name, mu, sigma) = statements(i);
                sqlx::query("INSERT INTO users (id, username, password_hash, created_at) VALUES ($1, $2, '', 0)")
                    .bind(&id)
                    .bind(&name)
                    .execute(&mut *tx)
                    .await
                    .unwrap();
                sqlx::query(
                    "INSERT INTO ratings (user_id, kind, mu, sigma, conservative, games, updated_at) \
                     VALUES ($1, 'acquire', $2, $3, $4, $5, 0)",
                )
                .bind(&id)
                .bind(mu)
                .bind(sigma)
                .bind(mu - 3.0 * sigma)
                .bind((i % 40) as i64)
                .execute(&mut *tx)
                .await
                .unwrap();
            }
            tx.commit().await.unwrap();
        }};
    }
    if url.starts_with("postgres") {
        fill!(sqlx::PgPool::connect(url).await.unwrap())
    } else {
        fill!(sqlx::SqlitePool::connect(url).await.unwrap())
    }
}

async fn leaderboard(name: &str, url: String, players: usize, rounds: usize) {
    let store = Store::connect(&DatabaseConfig::Url(url.clone()))
        .await
        .unwrap();
    seed(&url, players).await;
    let first = median(rounds, || async {
        let page = store
            .leaderboard("acquire", false, 5, None, 20)
            .await
            .unwrap();
        assert_eq!(page.len(), 20);
    })
    .await;
    let deep = store
        .leaderboard("acquire", false, 5, None, (players / 2) as i64)
        .await
        .unwrap();
    let last = deep.last().unwrap();
    let after = Some((last.standing.rating.conservative(), last.user_id.clone()));
    let deeper = median(rounds, || async {
        let page = store
            .leaderboard("acquire", false, 5, after.clone(), 20)
            .await
            .unwrap();
        assert!(!page.is_empty());
        store
            .leaders_above(
                "acquire",
                false,
                5,
                page[0].standing.rating.conservative(),
                &page[0].user_id,
            )
            .await
            .unwrap();
    })
    .await;
    println!(
        "{name}, {players} rated players: first page {first:?}, a page halfway down with its rank {deeper:?}"
    );
}

#[tokio::main]
async fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let players: usize = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(if measuring { 10_000 } else { 200 });
    let rounds = if measuring { 201 } else { 5 };
    for size in [2, 4, 6] {
        let table: Vec<(Rating, usize)> = (0..size)
            .map(|seat| {
                (
                    Rating {
                        mu: 20.0 + seat as f64,
                        sigma: 4.0,
                    },
                    seat % 3 + 1,
                )
            })
            .collect();
        let time = median(rounds * 10, || async {
            assert_eq!(rate(&table).len(), size);
        })
        .await;
        println!("rating one finished table of {size}: {time:?}");
    }
    let dir = std::env::temp_dir().join(format!("ratings-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bench.db");
    leaderboard(
        "SQLite",
        format!("sqlite://{}?mode=rwc", file.display()),
        players,
        rounds,
    )
    .await;
    if let Ok(url) = std::env::var("BENCH_DATABASE_URL") {
        leaderboard("PostgreSQL", url, players, rounds).await;
    }
    std::fs::remove_dir_all(dir).ok();
}
