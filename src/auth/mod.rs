//! Accounts and access: argon2id password hashes, JWT bearer tokens, and the extractor that
//! authenticates a request.

pub mod extractor;
pub mod password;
pub mod token;

pub use extractor::{AuthUser, Bearer, StreamTicket, StreamUser};
pub use password::PasswordPool;
pub use token::TokenKeys;
