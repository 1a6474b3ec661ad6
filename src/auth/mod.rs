//! Accounts and access: argon2id password hashes, JWT access tokens, rotating refresh tokens,
//! and who a request is made by (the HTTP layer's `extract` takes them from requests).

pub mod password;
pub mod refresh;
pub mod token;
pub mod user;

pub use password::PasswordPool;
pub use token::TokenKeys;
pub use user::{AuthUser, Bearer, Holder, LanguageSetting};
