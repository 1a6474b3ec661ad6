//! Snapshots: a long game's state is read from its latest snapshot plus the entries after it
//! by a server that has not cached it (even with the entries before the snapshot gone), and
//! answers exactly as a server that replayed the whole log; a snapshot that does not decode,
//! or of another format, is ignored.

use serde_json::{Value, json};
use sqlx::Connection;

use crate::audit::play;
use crate::support::{Backend, TestApp, fresh_database};

/// Runs one SQL statement on the test database and returns the first column of its rows.
pub(crate) async fn sql(database_url: &str, statement: &str) -> Vec<i64> {
    match Backend::of(database_url) {
        Backend::Postgres => {
            let mut connection = sqlx::PgConnection::connect(database_url).await.unwrap();
            sqlx::query_scalar(statement)
                .fetch_all(&mut connection)
                .await
                .unwrap()
        }
        Backend::Sqlite => {
            let mut connection = sqlx::SqliteConnection::connect(database_url).await.unwrap();
            sqlx::query_scalar(statement)
                .fetch_all(&mut connection)
                .await
                .unwrap()
        }
    }
}

/// Every seat's view of the game, as `app` answers it.
async fn views(app: &TestApp, id: &str, tokens: &[String]) -> Vec<Value> {
    let mut views = Vec::new();
    for token in tokens {
        views.push(app.get_json(token, &format!("/v1/games/{id}/view")).await);
    }
    views
}

async fn a_long_game_loads_from_its_snapshot(backend: Backend) {
    let database_url = fresh_database(backend).await;
    let first = TestApp::spawn_on(database_url.clone()).await;
    let (id, tokens) = first.started_game("acquire", 3, json!(null)).await;
    play(&first, &id, &tokens, 7, |game| {
        game["version"].as_i64() >= Some(70)
    })
    .await;
    let version = first.get_json(&tokens[0], &format!("/v1/games/{id}")).await["version"]
        .as_i64()
        .unwrap();
    assert!(version >= 70, "{version}");
    let kept = sql(
        &database_url,
        &format!("SELECT version FROM game_snapshots WHERE game_id = '{id}'"),
    )
    .await;
    assert_eq!(kept, vec![version / 32 * 32], "the latest snapshot is kept");
    let expected = views(&first, &id, &tokens).await;

    // A server with nothing cached reads the snapshot and the entries after it.
    let second = TestApp::spawn_on(database_url.clone()).await;
    assert_eq!(views(&second, &id, &tokens).await, expected);

    // A snapshot that does not decode, or of another format, is passed over: the log is read.
    sql(
        &database_url,
        "CREATE TABLE kept_snapshots AS SELECT * FROM game_snapshots",
    )
    .await;
    for damage in [
        "state = '{\"not\": \"a state\"}'",
        "format = 'rules-0.state-0'",
    ] {
        sql(
            &database_url,
            &format!("UPDATE game_snapshots SET {damage} WHERE game_id = '{id}' RETURNING version"),
        )
        .await;
        let fresh = TestApp::spawn_on(database_url.clone()).await;
        assert_eq!(views(&fresh, &id, &tokens).await, expected, "{damage}");
    }

    // With the snapshot back and the entries it covers gone, only a server that starts from
    // the snapshot can answer: it does, exactly.
    sql(
        &database_url,
        &format!(
            "UPDATE game_snapshots SET state = (SELECT state FROM kept_snapshots), \
             format = (SELECT format FROM kept_snapshots) WHERE game_id = '{id}' RETURNING version"
        ),
    )
    .await;
    sql(
        &database_url,
        &format!("DELETE FROM game_entries WHERE game_id = '{id}' AND seq <= 32 RETURNING seq"),
    )
    .await;
    let from_snapshot = TestApp::spawn_on(database_url.clone()).await;
    assert_eq!(views(&from_snapshot, &id, &tokens).await, expected);

    // Play goes on from a server that read the snapshot, and the next one replaces it.
    play(&second, &id, &tokens, 8, |game| {
        game["version"].as_i64() >= Some(version / 32 * 32 + 33)
    })
    .await;
    let replaced = sql(
        &database_url,
        &format!("SELECT version FROM game_snapshots WHERE game_id = '{id}'"),
    )
    .await;
    assert_eq!(replaced, vec![version / 32 * 32 + 32]);
    let after = views(&second, &id, &tokens).await;
    let third = TestApp::spawn_on(database_url).await;
    assert_eq!(views(&third, &id, &tokens).await, after);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_game_loads_from_its_snapshot_sqlite() {
    a_long_game_loads_from_its_snapshot(Backend::Sqlite).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_game_loads_from_its_snapshot_postgres() {
    a_long_game_loads_from_its_snapshot(Backend::Postgres).await;
}
