//! HTTP tests: the server on port 0 against a fresh database per test, on SQLite and on
//! PostgreSQL.

mod accounts;
mod acquire_games;
mod concurrency;
mod contract;
mod lobby;
mod monopoly_games;
mod moves;
mod support;
mod tokyo_capsule_hotel_games;
