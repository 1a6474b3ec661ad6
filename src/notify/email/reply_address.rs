//! The address a player answers turn emails at: `play+<token>@<MAIL_DOMAIN>`, one per
//! player and game. The token is 128 random bits, so the address cannot be guessed; it is
//! stored, so it can be replaced (revoking the old address) and names exactly one player of
//! one game.

use rand::TryRngCore;

use crate::error::ApiError;
use crate::store::{Store, now_millis};

/// The local part of every reply address starts with this.
pub const PREFIX: &str = "play+";
/// Hexadecimal digits of a token.
const TOKEN_DIGITS: usize = 32;

/// A new token.
pub fn fresh_token() -> Result<String, ApiError> {
    let mut bytes = [0u8; TOKEN_DIGITS / 2];
    rand::rngs::OsRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| ApiError::Internal(format!("no randomness for a reply address: {e}")))?;
    Ok(hex::encode(bytes))
}

/// The reply address of `token` under `domain`.
pub fn address(token: &str, domain: &str) -> String {
    format!("{PREFIX}{token}@{domain}")
}

/// The token of a reply address under `domain` (the domain and the hexadecimal digits in
/// any case); `None` for any other address.
pub fn token_of(address: &str, domain: &str) -> Option<String> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, at) = address.rsplit_once('@')?;
    if !at.trim_end_matches('.').eq_ignore_ascii_case(domain) {
        return None;
    }
    let prefix = local.get(..PREFIX.len())?;
    let token = local.get(PREFIX.len()..)?;
    (prefix.eq_ignore_ascii_case(PREFIX)
        && token.len() == TOKEN_DIGITS
        && token.bytes().all(|byte| byte.is_ascii_hexdigit()))
    .then(|| token.to_ascii_lowercase())
}

/// The reply address of `user_id` in `game_id`, made on first use.
pub async fn of_player(
    store: &Store,
    user_id: &str,
    game_id: &str,
    domain: &str,
) -> Result<String, ApiError> {
    let token = match store.reply_token(user_id, game_id).await? {
        Some(token) => token,
        None => {
            store
                .add_reply_token(user_id, game_id, &fresh_token()?, now_millis())
                .await?
        }
    };
    Ok(address(&token, domain))
}

/// Gives `user_id` a new reply address in `game_id`; the old one stops working.
pub async fn replace(
    store: &Store,
    user_id: &str,
    game_id: &str,
    domain: &str,
) -> Result<String, ApiError> {
    let token = fresh_token()?;
    store
        .replace_reply_token(user_id, game_id, &token, now_millis())
        .await?;
    Ok(address(&token, domain))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_well_formed_addresses_of_the_domain_carry_a_token() {
        let token = fresh_token().unwrap();
        assert_eq!(token.len(), TOKEN_DIGITS);
        assert_ne!(token, fresh_token().unwrap());
        let domain = "games.example.org";
        let mine = address(&token, domain);
        assert_eq!(token_of(&mine, domain).as_deref(), Some(token.as_str()));
        let shouted = format!("<PLAY+{}@Games.Example.ORG.>", token.to_uppercase());
        assert_eq!(token_of(&shouted, domain).as_deref(), Some(token.as_str()));
        for other in [
            address(&token, "example.org"),
            format!("other+{token}@{domain}"),
            format!("play+{}@{domain}", &token[1..]),
            format!("play+{}g@{domain}", &token[1..]),
            format!("play+{token}"),
            "play+@games.example.org".to_string(),
        ] {
            assert_eq!(token_of(&other, domain), None, "{other}");
        }
    }
}
