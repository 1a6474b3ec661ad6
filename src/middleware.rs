//! HTTP middleware around every route: stream tickets taken out of the URL before anything
//! logs it, `HEAD` answered wherever `GET` is, the handler time limit, security headers, the request id echoed back, problem
//! documents in the reader's language, and problem documents for error answers that a
//! component other than our handlers produced without one (e.g. the documentation pages' 404).

use std::time::Duration;

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::{Method, StatusCode, Uri};
use actix_web::middleware::Next;
use actix_web::{Error, HttpMessage, web};
use tracing_actix_web::RequestId;

use crate::config::Timeouts;
use crate::error::{API_POLICY, ApiError, Problem, ToldIn};
use crate::extract::{StreamTicket, reader_language};
use crate::i18n::Language;
use crate::limits::MAX_BODY_BYTES;

/// The content security policy of the documentation pages (scripts, styles and images from
/// the server itself only; Swagger UI sets inline styles).
const DOCS_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; \
     form-action 'none'; frame-ancestors 'none'";

/// The query parameter that carries a stream ticket.
const TICKET_PARAMETER: &str = "ticket";

/// Takes a stream ticket (`?ticket=`) out of the request's URL into the request's extensions
/// (where [`crate::extract::StreamUser`] finds it), so that the access log and every other record
/// of the URL shows `ticket=redacted` instead. Wraps everything else, the access log included.
pub async fn take_stream_ticket(
    mut request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if let Some((uri, ticket)) = without_ticket(request.uri()) {
        request.head_mut().uri = uri;
        if let Some(ticket) = ticket {
            request.extensions_mut().insert(StreamTicket(ticket));
        }
    }
    next.call(request).await
}

/// The URI with its ticket parameters redacted, and the (first) ticket; `None` when the
/// query names no ticket.
fn without_ticket(uri: &Uri) -> Option<(Uri, Option<String>)> {
    let query = uri.query()?;
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes())
        .map(|(name, value)| (name.into_owned(), value.into_owned()))
        .collect();
    if !pairs.iter().any(|(name, _)| name == TICKET_PARAMETER) {
        return None;
    }
    let mut ticket = None;
    let mut kept = url::form_urlencoded::Serializer::new(String::new());
    for (name, value) in pairs {
        if name == TICKET_PARAMETER {
            ticket.get_or_insert(value);
            kept.append_pair(&name, "redacted");
        } else {
            kept.append_pair(&name, &value);
        }
    }
    let path_and_query = format!("{}?{}", uri.path(), kept.finish());
    let mut parts = uri.clone().into_parts();
    parts.path_and_query = Some(path_and_query.parse().ok()?);
    Some((Uri::from_parts(parts).ok()?, ticket))
}

/// Answers `HEAD` wherever `GET` is answered (RFC 9110 §9.3.2): the request is routed as a
/// `GET` and answered with the same status and header fields. The connection leaves out the
/// body of an answer to `HEAD` (a sized body still gives its `Content-Length`); a streamed
/// body, such as an event stream that never ends, is dropped here so that nothing waits on it.
pub async fn head_as_get(
    mut request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let head = request.method() == Method::HEAD;
    if head {
        request.head_mut().method = Method::GET;
    }
    let response = next.call(request).await?.map_into_boxed_body();
    if !head || !matches!(response.response().body().size(), BodySize::Stream) {
        return Ok(response);
    }
    Ok(response.map_body(|_, _| BoxBody::new(actix_web::body::None::new())))
}

/// Answers `handler_timeout` (503) when the handler takes longer than the configured limit.
/// The answer is rendered from the error (the request cannot be kept: routing needs it alone),
/// so it carries the security headers that every problem document has, in the language the
/// request asked for (`?lang=`, `Accept-Language`: its user is not known yet).
pub async fn handler_timeout(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let limit = request
        .app_data::<web::Data<Timeouts>>()
        .map_or(Duration::from_secs(30), |timeouts| timeouts.handler);
    let language = reader_language(request.request());
    match tokio::time::timeout(limit, next.call(request)).await {
        Ok(response) => Ok(response?.map_into_boxed_body()),
        Err(_) => Err(ToldIn {
            error: ApiError::HandlerTimeout(limit.as_secs()),
            language,
        }
        .into()),
    }
}

/// Security headers on every answer, the request id, every problem document in the reader's
/// language, and a problem document for a bare error.
pub async fn response_headers(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let authenticated = request.headers().contains_key(header::AUTHORIZATION);
    let is_docs = request.path() == "/docs" || request.path().starts_with("/docs/");
    let request_id = request.extensions().get::<RequestId>().copied();
    // An inner middleware's error (the handler time limit) passes by, told in the language the
    // request asked for: the request cannot be kept to answer it here (routing needs it alone).
    let response = next.call(request).await?;
    let mut response = in_readers_language(with_problem_body(response.map_into_boxed_body()));
    let headers = response.headers_mut();
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // The documentation pages always get theirs; another answer keeps the policy its handler
    // chose (the web client's pages), else gets the API's.
    if is_docs {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(DOCS_POLICY),
        );
    } else if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(API_POLICY),
        );
    }
    if authenticated && !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    if let Some(id) = request_id.and_then(|id| HeaderValue::from_str(&id.to_string()).ok()) {
        headers.insert(header::HeaderName::from_static("x-request-id"), id);
    }
    Ok(response)
}

/// A problem document said in the reader's language (see [`reader_language`]: the user's
/// setting is known once a handler checked the user), with its `Content-Language`. The error
/// renders in English; another language writes its document again.
fn in_readers_language(response: ServiceResponse<BoxBody>) -> ServiceResponse<BoxBody> {
    let Some(error) = response
        .response()
        .error()
        .and_then(|error| error.as_error::<ApiError>())
    else {
        return response;
    };
    let language = reader_language(response.request());
    let body = (language != Language::En)
        .then(|| serde_json::to_string(&error.problem_in(language)).unwrap_or_default());
    response.map_body(|head, old| {
        head.headers.insert(
            header::CONTENT_LANGUAGE,
            HeaderValue::from_static(language.tag()),
        );
        match body {
            Some(body) => {
                head.headers.remove(header::CONTENT_LENGTH);
                BoxBody::new(body)
            }
            None => old,
        }
    })
}

/// An error answer without a problem document gets one for its status.
fn with_problem_body(response: ServiceResponse<BoxBody>) -> ServiceResponse<BoxBody> {
    let status = response.status();
    let is_problem = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value.as_bytes().starts_with(b"application/problem+json"));
    if !(status.is_client_error() || status.is_server_error()) || is_problem {
        return response;
    }
    let problem = Problem::for_status(status);
    response.map_body(|head, _| {
        head.headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        head.headers.remove(header::CONTENT_LENGTH);
        BoxBody::new(serde_json::to_string(&problem).unwrap_or_default())
    })
}

impl Problem {
    /// The problem document of an error status that no handler described.
    pub fn for_status(status: StatusCode) -> Problem {
        let error = match status {
            StatusCode::NOT_FOUND => Some(ApiError::RouteNotFound),
            StatusCode::BAD_REQUEST => Some(ApiError::InvalidRequest("malformed request".into())),
            StatusCode::PAYLOAD_TOO_LARGE => Some(ApiError::PayloadTooLarge(MAX_BODY_BYTES)),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => Some(ApiError::UnsupportedMediaType),
            StatusCode::INTERNAL_SERVER_ERROR => Some(ApiError::Internal(String::new())),
            _ => None,
        };
        match error {
            Some(error) => error.problem(),
            None => {
                let title = status.canonical_reason().unwrap_or("Error");
                let code = title.to_lowercase().replace([' ', '-'], "_");
                Problem::new(code, status.as_u16(), title.into(), title.to_lowercase())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ticket_is_taken_out_of_the_query_and_the_rest_kept() {
        let uri: Uri = "/v1/users/me/events?after=3&ticket=abc.def%2Eghi&x=1"
            .parse()
            .unwrap();
        let (redacted, ticket) = without_ticket(&uri).unwrap();
        assert_eq!(ticket.as_deref(), Some("abc.def.ghi"));
        assert_eq!(
            redacted.to_string(),
            "/v1/users/me/events?after=3&ticket=redacted&x=1"
        );
        // A percent-encoded parameter name is the same parameter.
        let uri: Uri = "/v1/users/me/events?%74icket=secret".parse().unwrap();
        let (redacted, ticket) = without_ticket(&uri).unwrap();
        assert_eq!(ticket.as_deref(), Some("secret"));
        assert!(!redacted.to_string().contains("secret"));
        let plain: Uri = "/v1/users/me/events?after=3".parse().unwrap();
        assert!(without_ticket(&plain).is_none());
    }
}
