//! The caller's email notification settings, and the links in emails that work without
//! logging in: confirming an address and unsubscribing.

use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, get, post, put, web};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::auth::AuthUser;
use crate::engine::words::{Arg, Message};
use crate::error::{ApiError, Problem};
use crate::extract::AcceptLanguage;
use crate::i18n::{self, Language};
use crate::limits::RateLimits;
use crate::notify::NotifySettings;
use crate::notify::email::compose::escape;
use crate::notify::email::schedule::parse_clock;
use crate::play::Play;
use crate::store::{EmailSettingsRecord, NewEmailSettings, now_millis};

/// The longest email address accepted.
const MAX_ADDRESS_LEN: usize = 254;

/// How turns are emailed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EmailMode {
    /// One email each time a game awaits a new decision of yours.
    PerTurn,
    /// One email a day (at the server's digest hour in your time zone) listing the games
    /// that await you.
    DailyDigest,
}

/// Hours in which no turn email is sent; what falls due then is sent when they end.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct QuietHours {
    /// When they start (`HH:MM`, in `time_zone`).
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "22:00")]
    pub start: String,
    /// When they end (`HH:MM`, in `time_zone`); before `start` for hours across midnight.
    #[schema(pattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$", example = "07:30")]
    pub end: String,
}

/// The email notifications the caller asks for.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NotificationRequest {
    /// Where to send them. A new address is sent a confirmation link first, and nothing else
    /// until it is followed.
    #[schema(max_length = 254, example = "ann@example.org")]
    pub email: String,
    /// `per_turn` (default) or `daily_digest`.
    pub mode: Option<EmailMode>,
    /// The caller's IANA time zone, for quiet hours and the digest hour (default `UTC`).
    #[schema(max_length = 64, example = "Europe/Vienna")]
    pub time_zone: Option<String>,
    /// Hours without turn emails (default: none).
    pub quiet_hours: Option<QuietHours>,
}

/// The caller's email notification settings.
#[derive(Debug, Serialize, ToSchema)]
pub struct NotificationSettings {
    /// The address emails go to.
    pub email: String,
    /// Whether the address was confirmed; nothing but the confirmation is sent before.
    pub confirmed: bool,
    /// False once unsubscribed (a `PUT` subscribes again).
    pub enabled: bool,
    /// How turns are emailed.
    pub mode: EmailMode,
    /// The IANA time zone of the quiet hours and the digest hour.
    pub time_zone: String,
    /// Hours without turn emails.
    pub quiet_hours: Option<QuietHours>,
}

/// A signed link's token.
#[derive(Debug, Deserialize, IntoParams)]
pub struct LinkQuery {
    /// The token from the email's link.
    #[param(min_length = 1, max_length = 2048)]
    token: String,
    /// The page's language (`en`, `ja`, `zh-TW`); default: the user's own setting, else the
    /// best of `Accept-Language`.
    lang: Option<Language>,
}

fn settings_resource(record: EmailSettingsRecord) -> NotificationSettings {
    NotificationSettings {
        email: record.address,
        confirmed: record.confirmed_at.is_some(),
        enabled: record.enabled,
        mode: if record.mode == "daily_digest" {
            EmailMode::DailyDigest
        } else {
            EmailMode::PerTurn
        },
        time_zone: record.time_zone,
        quiet_hours: record
            .quiet_hours
            .map(|(start, end)| QuietHours { start, end }),
    }
}

fn require_email(settings: &NotifySettings) -> Result<(), ApiError> {
    if settings.email {
        Ok(())
    } else {
        Err(ApiError::EmailNotConfigured)
    }
}

fn validate(request: NotificationRequest) -> Result<NewEmailSettings, ApiError> {
    let invalid = |reason: &str| ApiError::InvalidRequest(reason.to_string());
    let address = request.email.trim().to_string();
    if address.len() > MAX_ADDRESS_LEN || !sendable(&address) {
        return Err(invalid(
            "email must be an email address that mail can be sent to (at most 254 characters; \
             no quoted names, no address literals such as user@[127.0.0.1])",
        ));
    }
    let time_zone = request.time_zone.unwrap_or_else(|| "UTC".into());
    if time_zone.parse::<Tz>().is_err() {
        return Err(invalid(
            "time_zone must be an IANA time zone, e.g. Europe/Vienna",
        ));
    }
    let quiet_hours = match request.quiet_hours {
        None => None,
        Some(QuietHours { start, end }) => {
            if parse_clock(&start).is_none() || parse_clock(&end).is_none() {
                return Err(invalid("quiet_hours start and end must be HH:MM"));
            }
            Some((start, end))
        }
    };
    Ok(NewEmailSettings {
        address,
        mode: match request.mode.unwrap_or(EmailMode::PerTurn) {
            EmailMode::PerTurn => "per_turn".into(),
            EmailMode::DailyDigest => "daily_digest".into(),
        },
        time_zone,
        quiet_hours,
    })
}

/// Whether the email worker can send to `address`: it reads as the mailbox an email is
/// addressed to, with an unquoted local part and a domain name (not an address literal).
fn sendable(address: &str) -> bool {
    const SPECIALS: &str = "!#$%&'*+-/=?^_`{|}~.";
    let Ok(parsed) = address.parse::<lettre::Address>() else {
        return false;
    };
    let plain_user = parsed
        .user()
        .chars()
        .all(|c| c.is_alphanumeric() || SPECIALS.contains(c));
    let named_domain = !parsed.domain().starts_with('[');
    plain_user && named_domain && address.parse::<lettre::message::Mailbox>().is_ok()
}

/// The policy of the pages links from emails open: nothing loaded, forms posted back here.
const LINK_PAGE_POLICY: &str = "default-src 'none'; form-action 'self'; frame-ancestors 'none'";

/// A small HTML page in `language`, the answer to following a link from an email: its title
/// and text, and a button that posts to `action` when the link asks to be acted on (a GET
/// never acts, so mail scanners and link previews change nothing).
fn page(
    language: Language,
    title: &Message,
    text: &Message,
    action: Option<(&str, &Message)>,
) -> HttpResponse {
    let say = |message: &Message| i18n::say(language, message, &|_| String::new());
    let title = escape(&say(title));
    let form = action.map_or_else(String::new, |(action, button)| {
        format!(
            "<form method=\"post\" action=\"{}\"><button type=\"submit\">{}</button></form>",
            escape(action),
            escape(&say(button))
        )
    });
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .insert_header((header::CONTENT_LANGUAGE, language.tag()))
        .insert_header((header::CONTENT_SECURITY_POLICY, LINK_PAGE_POLICY))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(format!(
            "<!DOCTYPE html><html lang=\"{tag}\"><head><meta charset=\"utf-8\">\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
             <title>{title}</title></head><body><h1>{title}</h1><p>{text}</p>{form}</body></html>",
            tag = language.tag(),
            text = escape(&say(text)),
        ))
}

/// Where a page's button posts: the link's own path, token and language.
fn post_back(path: &str, query: &LinkQuery) -> String {
    let mut action = url::form_urlencoded::Serializer::new(String::new());
    action.append_pair("token", &query.token);
    if let Some(language) = query.lang {
        action.append_pair("lang", language.tag());
    }
    format!("{path}?{}", action.finish())
}

/// The language of a link's page: `?lang=`, the user's setting, `Accept-Language`.
async fn link_language(
    play: &Play,
    user_id: &str,
    query: &LinkQuery,
    accepted: AcceptLanguage,
) -> Result<Language, ApiError> {
    let setting = play
        .store()
        .user_by_id(user_id)
        .await?
        .and_then(|user| user.language);
    Ok(accepted.with(query.lang).with_setting(setting))
}

/// The caller's email notification settings.
#[utoipa::path(get, path = "/v1/users/me/notifications", tag = "notifications",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "The settings", body = NotificationSettings),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The caller never set up email (`notifications_not_set`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "This server sends no email (`email_not_configured`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/users/me/notifications")]
pub async fn get_notifications(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    user: AuthUser,
) -> Result<HttpResponse, ApiError> {
    require_email(&settings)?;
    let record = play
        .store()
        .email_settings(&user.id)
        .await?
        .ok_or(ApiError::NotificationsNotSet)?;
    Ok(HttpResponse::Ok().json(settings_resource(record)))
}

/// Opts the caller into turn emails, or changes how they come. A new address gets a
/// confirmation link first and nothing else until it is followed; the emails then announce
/// the turns from that moment on: one per turn, or a daily digest, and none during the
/// quiet hours (what falls due then is sent when they end). Every email has an
/// unsubscribe link that works without logging in. Confirmation emails are limited per
/// caller and per address (`RATE_LIMIT_CONFIRMATIONS_*`): a change that would send one past
/// the limit is refused with 429 and changes nothing.
#[utoipa::path(put, path = "/v1/users/me/notifications", tag = "notifications",
    request_body = NotificationRequest, security(("bearer" = [])),
    responses(
        (status = 200, description = "The settings now", body = NotificationSettings),
        (status = 400, description = "An invalid address, time zone or quiet hours (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "Missing or invalid token (`unauthorized`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "The settings need a confirmation email, and too many were sent to this address or asked for by the caller lately (`rate_limited`, policy `confirmations-user` or `confirmations-address`); nothing was changed", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait"), ("RateLimit-Policy" = String, description = "The policy: name, quota `q` and window `w` in seconds"), ("RateLimit" = String, description = "The policy's state: remaining `r` and seconds to reset `t`"))),
        (status = 501, description = "This server sends no email (`email_not_configured`)", body = Problem, content_type = "application/problem+json")))]
#[put("/v1/users/me/notifications")]
pub async fn put_notifications(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    limits: web::Data<RateLimits>,
    user: AuthUser,
    request: actix_web::HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, ApiError> {
    require_email(&settings)?;
    let (asked, _): (NotificationRequest, _) = super::json_body(&request, body).await?;
    let new = validate(asked)?;
    let current = play.store().email_settings(&user.id).await?;
    let confirms = current
        .as_ref()
        .is_none_or(|current| current.address != new.address || current.confirmed_at.is_none());
    if confirms {
        limits.confirmation(&user.id, &new.address)?;
    }
    let (record, _) = play
        .store()
        .put_email_settings(&user.id, &new, now_millis())
        .await?;
    // The email worker of this process sends the confirmation at once.
    play.wakes().wake(crate::wake::Topic::User(user.id.clone()));
    Ok(HttpResponse::Ok().json(settings_resource(record)))
}

/// The page of the confirmation email's link (no login needed): it asks to confirm the
/// address with a button (`POST` to the same link) and changes nothing by itself.
#[utoipa::path(get, path = "/v1/notifications/confirm", tag = "notifications", params(LinkQuery),
    security(()),
    responses(
        (status = 200, description = "A page with a button that confirms the address", content_type = "text/html", body = String),
        (status = 400, description = "No token (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The link is invalid or expired (`invalid_link`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/notifications/confirm")]
pub async fn confirm_page(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    query: web::Query<LinkQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let (user_id, address) = settings
        .links
        .verify_confirm(&query.token, now_millis() / 1000)
        .ok_or(ApiError::InvalidLink)?;
    let language = link_language(&play, &user_id, &query, accepted).await?;
    Ok(page(
        language,
        &Message::new("page-confirm-title"),
        &Message::new("page-confirm-text").with("address", Arg::Name(address)),
        Some((
            &post_back("/v1/notifications/confirm", &query),
            &Message::new("page-confirm-button"),
        )),
    ))
}

/// Confirms an email address: the button of the confirmation link's page (no login needed).
#[utoipa::path(post, path = "/v1/notifications/confirm", tag = "notifications", params(LinkQuery),
    security(()),
    responses(
        (status = 200, description = "A page saying the address is confirmed", content_type = "text/html", body = String),
        (status = 400, description = "No token (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The link is invalid, expired, or for an address no longer set (`invalid_link`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/notifications/confirm")]
pub async fn confirm(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    query: web::Query<LinkQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let now = now_millis();
    let (user_id, address) = settings
        .links
        .verify_confirm(&query.token, now / 1000)
        .ok_or(ApiError::InvalidLink)?;
    if !play.store().confirm_email(&user_id, &address, now).await? {
        return Err(ApiError::InvalidLink);
    }
    let language = link_language(&play, &user_id, &query, accepted).await?;
    Ok(page(
        language,
        &Message::new("page-confirmed-title"),
        &Message::new("page-confirmed-text").with("address", Arg::Name(address)),
        None,
    ))
}

/// The page of the unsubscribe link in every notification email (no login needed): it asks
/// to unsubscribe with a button (`POST` to the same link) and changes nothing by itself.
#[utoipa::path(get, path = "/v1/notifications/unsubscribe", tag = "notifications",
    params(LinkQuery), security(()),
    responses(
        (status = 200, description = "A page with a button that unsubscribes", content_type = "text/html", body = String),
        (status = 400, description = "No token (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The link is invalid (`invalid_link`)", body = Problem, content_type = "application/problem+json")))]
#[get("/v1/notifications/unsubscribe")]
pub async fn unsubscribe_page(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    query: web::Query<LinkQuery>,
    accepted: AcceptLanguage,
) -> Result<HttpResponse, ApiError> {
    let user_id = settings
        .links
        .verify_unsubscribe(&query.token)
        .ok_or(ApiError::InvalidLink)?;
    let language = link_language(&play, &user_id, &query, accepted).await?;
    Ok(page(
        language,
        &Message::new("page-unsubscribe-title"),
        &Message::new("page-unsubscribe-text"),
        Some((
            &post_back("/v1/notifications/unsubscribe", &query),
            &Message::new("page-unsubscribe-button"),
        )),
    ))
}

/// Unsubscribes from turn emails: the button of the unsubscribe link's page, or one click
/// from a mail client (RFC 8058 `List-Unsubscribe-Post`, sent with the body
/// `List-Unsubscribe=One-Click`; the body is not read). A browser (`Accept: text/html`) gets
/// a page saying so, anything else 204.
#[utoipa::path(post, path = "/v1/notifications/unsubscribe", tag = "notifications",
    params(LinkQuery), security(()),
    responses(
        (status = 200, description = "Unsubscribed; a page saying so, for a browser", content_type = "text/html", body = String),
        (status = 204, description = "Unsubscribed"),
        (status = 400, description = "No token (`invalid_request`)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "The link is invalid (`invalid_link`)", body = Problem, content_type = "application/problem+json")))]
#[post("/v1/notifications/unsubscribe")]
pub async fn unsubscribe(
    play: web::Data<Play>,
    settings: web::Data<NotifySettings>,
    query: web::Query<LinkQuery>,
    accepted: AcceptLanguage,
    request: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let user_id = unsubscribe_by_link(&play, &settings, &query.token).await?;
    let wants_page = request
        .headers()
        .get(header::ACCEPT)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|accept| accept.contains("text/html"));
    if !wants_page {
        return Ok(HttpResponse::NoContent().finish());
    }
    let language = link_language(&play, &user_id, &query, accepted).await?;
    Ok(page(
        language,
        &Message::new("page-unsubscribed-title"),
        &Message::new("page-unsubscribed-text"),
        None,
    ))
}

/// Unsubscribes the user of an unsubscribe link; the user's id.
async fn unsubscribe_by_link(
    play: &Play,
    settings: &NotifySettings,
    token: &str,
) -> Result<String, ApiError> {
    let user_id = settings
        .links
        .verify_unsubscribe(token)
        .ok_or(ApiError::InvalidLink)?;
    if !play
        .store()
        .unsubscribe_email(&user_id, now_millis())
        .await?
    {
        return Err(ApiError::InvalidLink);
    }
    Ok(user_id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_addresses_mail_can_be_sent_to_are_sendable() {
        for good in [
            "ann@example.org",
            "ann.b+games@mail.example.co.jp",
            "山田@example.jp",
        ] {
            assert!(sendable(good), "{good}");
        }
        for bad in [
            "\"john doe\"@example.org",
            "\"<img src=x onerror=alert(1)>\"@example.org",
            "a@[127.0.0.1]",
            "not an address",
            "ann@",
        ] {
            assert!(!sendable(bad), "{bad}");
        }
    }
}
