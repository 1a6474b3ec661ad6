//! Playing by email over HTTP: the caller's reply address in a game (and replacing it), and
//! the endpoint a mail server hands received replies to (`message/rfc822`).

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, delete, get, post, web};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa::{IntoParams, ToSchema};

use crate::auth::{AuthUser, Bearer};
use crate::error::{ApiError, Problem};
use crate::notify::email::reply_address as addresses;
use crate::notify::inbound::{Handed, Handled, Inbound};
use crate::play::Play;
use crate::store::{GameRecord, InboundOutcome};

/// The caller's reply address in a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReplyAddress {
    /// Mail to this address from the caller's confirmed address is read as the caller's
    /// moves in this game; turn emails name it as `Reply-To`.
    #[schema(example = "play+3f1c9a0e5b7d4c2a8e6f1b0d9c7a5e3f@games.example.org")]
    pub address: String,
}

/// An email message as received (RFC 5322): header and body.
#[derive(Debug, ToSchema)]
#[schema(value_type = String, format = Binary)]
pub struct RawMessage(Vec<u8>);

impl RawMessage {
    /// The request's body: a `message/rfc822` of at most `limit` bytes.
    async fn read(
        request: &HttpRequest,
        body: web::Payload,
        limit: usize,
    ) -> Result<Self, ApiError> {
        let bytes = super::message_body(request, body, limit).await?;
        Ok(RawMessage(bytes.to_vec()))
    }
}

/// The envelope of a handed-over message, as the mail server received it.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    /// The envelope sender (`MAIL FROM`; Postfix's `${sender}`); empty for a bounce.
    /// Unset: unknown (the message's own headers are read).
    #[param(max_length = 254)]
    sender: Option<String>,
    /// The envelope recipient (`RCPT TO`; Postfix's `${recipient}`). Unset: the message's
    /// `To`, `Cc`, `Delivered-To` and `X-Original-To`.
    #[param(max_length = 254)]
    recipient: Option<String>,
}

/// What became of a handed-over message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InboundMailOutcome {
    /// Every line was carried out; the player is answered.
    Accepted,
    /// A line was refused, or none was found; the player is answered with the reason.
    Refused,
    /// It did not come from the player's confirmed address; the player is told.
    NotFromPlayer,
    /// Its reply address names no player (never issued, or replaced and written to by
    /// someone else); not answered.
    UnknownAddress,
    /// Its player wrote to a reply address they replaced; they are told the new one.
    ReplacedAddress,
    /// An auto-reply or a bounce; never answered.
    Automatic,
    /// The player sent more replies this hour than allowed; not carried out.
    RateLimited,
    /// Its Message-ID was handed over before; nothing was done again.
    Duplicate,
    /// None of its recipients is a reply address of this server.
    NotAddressed,
}

/// The answer to a handed-over message.
#[derive(Debug, Serialize, ToSchema)]
pub struct InboundMailResult {
    /// What became of it.
    pub outcome: InboundMailOutcome,
}

/// The reply-to-move service, when this server takes replies.
fn replies(inbound: &Option<Inbound>) -> Result<&Inbound, ApiError> {
    inbound.as_ref().ok_or(ApiError::RepliesNotConfigured)
}

/// The caller, a player of game `id`, and the domain of reply addresses.
async fn player<'a>(
    play: &Play,
    inbound: &'a Option<Inbound>,
    bearer: Bearer,
    id: &str,
) -> Result<(AuthUser, GameRecord, &'a str), ApiError> {
    let (user, game) = play.game_for(bearer, id).await?;
    let inbound = replies(inbound)?;
    game.seat_of(&user.id).ok_or(ApiError::NotAPlayer)?;
    Ok((user, game, &inbound.config().domain))
}

/// The caller's reply address in a game they play: write to it (or answer a turn email)
/// to move by email.
#[utoipa::path(get, path = "/v1/games/{id}/reply-address", tag = "notifications",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The address", body = ReplyAddress),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The caller does not play this game (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "This server takes no replies by email (`replies_not_configured`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/games/{id}/reply-address")]
pub async fn reply_address(
    play: web::Data<Play>,
    inbound: web::Data<Option<Inbound>>,
    bearer: Bearer,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (user, game, domain) = player(&play, &inbound, bearer, &id).await?;
    let address = addresses::of_player(play.store(), &user.id, &game.id, domain).await?;
    Ok(HttpResponse::Ok().json(ReplyAddress { address }))
}

/// Replaces the caller's reply address in a game: the old one stops working at once (mail
/// to it is no longer read), and the next turn email names the new one.
#[utoipa::path(delete, path = "/v1/games/{id}/reply-address", tag = "notifications",
    params(("id" = String, Path, description = "Game id")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Replaced"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "The caller does not play this game (`not_a_player`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such game (`game_not_found`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "This server takes no replies by email (`replies_not_configured`)", body = Problem, content_type = "application/problem+json")))]
#[delete("/v1/games/{id}/reply-address")]
pub async fn replace_reply_address(
    play: web::Data<Play>,
    inbound: web::Data<Option<Inbound>>,
    bearer: Bearer,
    id: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let (user, game, domain) = player(&play, &inbound, bearer, &id).await?;
    addresses::replace(play.store(), &user.id, &game.id, domain).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Takes a received email (the raw message, `Content-Type: message/rfc822`) from a mail
/// server — a Postfix `pipe`, or a mail provider's inbound route — authenticated with the
/// server's `INBOUND_MAIL_TOKEN` as a bearer token. A reply to a turn email is read and
/// carried out, and the player is answered by email, exactly as with the SMTP listener.
#[utoipa::path(post, path = "/v1/mail/inbound", tag = "notifications",
    params(Envelope),
    request_body(content = RawMessage, content_type = "message/rfc822", description = "The message as received: header and body"),
    security(("inbound_mail" = [])),
    responses(
        (status = 200, description = "Taken; what became of it", body = InboundMailResult),
        (status = 400, description = "The body is no email message (`unreadable_mail`), or the envelope's addresses are too long (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or wrong inbound token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "Larger than `INBOUND_MAX_MESSAGE_BYTES` (`payload_too_large`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "This server takes no mail over HTTP (`replies_not_configured`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/mail/inbound")]
pub async fn inbound_mail(
    request: HttpRequest,
    inbound: web::Data<Option<Inbound>>,
    envelope: web::Query<Envelope>,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    let inbound = replies(&inbound)?;
    let Some(secret) = inbound.config().http_token.as_deref() else {
        return Err(ApiError::RepliesNotConfigured);
    };
    let presented = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .unwrap_or_default();
    // Digests compared: the time taken says nothing about the secret.
    if Sha256::digest(presented.trim().as_bytes()) != Sha256::digest(secret.as_bytes()) {
        return Err(ApiError::Unauthorized);
    }
    let envelope = envelope.into_inner();
    let too_long = |address: &Option<String>| address.as_ref().is_some_and(|a| a.len() > 254);
    if too_long(&envelope.sender) || too_long(&envelope.recipient) {
        return Err(ApiError::InvalidRequest(
            "sender and recipient are addresses of at most 254 characters".into(),
        ));
    }
    let RawMessage(raw) =
        RawMessage::read(&request, body, inbound.config().max_message_bytes).await?;
    let handed = Handed {
        sender: envelope.sender.map(|sender| sender.trim().to_string()),
        recipients: envelope.recipient.into_iter().collect(),
        raw,
    };
    let outcome = match inbound.receive(handed).await? {
        Handled::Unreadable => return Err(ApiError::UnreadableMail),
        Handled::Duplicate => InboundMailOutcome::Duplicate,
        Handled::NotAddressed => InboundMailOutcome::NotAddressed,
        Handled::Recorded(outcome) => match outcome {
            InboundOutcome::Received | InboundOutcome::Accepted => InboundMailOutcome::Accepted,
            InboundOutcome::Refused => InboundMailOutcome::Refused,
            InboundOutcome::NotFromPlayer => InboundMailOutcome::NotFromPlayer,
            InboundOutcome::UnknownAddress => InboundMailOutcome::UnknownAddress,
            InboundOutcome::ReplacedAddress => InboundMailOutcome::ReplacedAddress,
            InboundOutcome::Automatic => InboundMailOutcome::Automatic,
            InboundOutcome::RateLimited => InboundMailOutcome::RateLimited,
        },
    };
    Ok(HttpResponse::Ok().json(InboundMailResult { outcome }))
}
