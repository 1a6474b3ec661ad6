//! Hotel games server: asynchronous, event-sourced play of hotel-themed board games over a
//! REST API.
//!
//! The modules form layers; each uses only the ones below it (the `layering` test keeps it
//! so, and the README's "Layout" draws them), from the ground up:
//! 1. rules: [`engine`], [`games`], [`simulation`];
//! 2. domain pieces that know no storage: [`error`], [`limits`], [`config`], [`open_files`],
//!    [`timestamps`], [`auth`], [`hash_chain`], [`correspondence`], [`i18n`], [`raster`],
//!    [`ratings`];
//! 3. storage: [`store`], [`wake`];
//! 4. the answers' shapes, built from records: [`resources`], [`presentation`];
//! 5. the path of a move: [`play`];
//! 6. services that react to entries: [`talk`], [`stream`], [`notify`], [`timers`], [`audit`];
//! 7. HTTP: [`extract`], [`middleware`], [`connection`], [`routes`], [`openapi`], [`web`];
//! 8. startup: [`startup`], [`telemetry`].

pub mod engine;
pub mod games;
pub mod simulation;

pub mod auth;
pub mod config;
pub mod correspondence;
pub mod error;
pub mod hash_chain;
pub mod i18n;
pub mod limits;
pub mod open_files;
pub mod raster;
pub mod ratings;
pub mod timestamps;

pub mod store;
pub mod wake;

pub mod presentation;
pub mod resources;

pub mod play;

pub mod audit;
pub mod notify;
pub mod stream;
pub mod talk;
pub mod timers;

pub mod connection;
pub mod extract;
pub mod middleware;
pub mod openapi;
pub mod routes;
pub mod web;

pub mod startup;
pub mod telemetry;
