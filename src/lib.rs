//! Hotel games server: asynchronous, event-sourced play of hotel-themed board games over a
//! REST API.

pub mod audit;
pub mod auth;
pub mod config;
pub mod connection;
pub mod correspondence;
pub mod engine;
pub mod error;
pub mod games;
pub mod limits;
pub mod middleware;
pub mod notify;
pub mod open_files;
pub mod openapi;
pub mod play;
pub mod presentation;
pub mod resources;
pub mod routes;
pub mod simulation;
pub mod startup;
pub mod store;
pub mod stream;
pub mod talk;
pub mod telemetry;
pub mod timers;
pub mod web;
