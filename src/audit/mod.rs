//! Audit: a game's whole history as one export, views of any past version, and the offline
//! verifier that checks an export without trusting the server. The format is specified in
//! `src/audit/FORMAT.md`.

pub mod export;
pub mod format;
pub mod history;
mod lines;
pub mod report;
pub mod strict_json;
pub mod verify;
