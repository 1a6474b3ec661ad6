//! Hotel games server: asynchronous, event-sourced play of hotel-themed board games over a
//! REST API.

pub mod engine;
pub mod games;
