//! HTTP tests: the server on port 0 against a fresh database per test, on SQLite and on
//! PostgreSQL.

mod accounts;
mod acquire_games;
#[path = "../support/arbitrary.rs"]
mod arbitrary;
mod audit;
mod board_pictures;
mod bot_accounts;
mod bots;
mod concurrency;
mod contract;
mod correspondence;
mod email;
mod grand_austria_hotel_games;
mod hardening;
#[path = "../support/hostile.rs"]
mod hostile;
mod hostile_numbers;
mod languages;
mod lobby;
mod mail_replies;
mod messages;
mod misuse;
mod monopoly_games;
mod moves;
mod outage;
mod private_tables;
mod properties;
mod ratings;
mod receivers;
mod sessions;
mod snapshots;
mod standing_orders;
mod stream_limits;
mod streams;
mod support;
mod text_commands;
mod tokyo_capsule_hotel_games;
mod web_client;
mod webhooks;
mod words;
