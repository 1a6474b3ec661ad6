//! The TCP connection under the HTTP server. actix-http answers a request it cannot parse
//! (a head over its 128 KiB buffer or with too many fields: 431; a malformed head: 400; a
//! head that does not arrive in time: 408) itself, before any route or middleware runs, with
//! an empty body. [`ProblemAnswers`] wraps each connection and replaces such an answer with a
//! problem document like every other error of the API.
//!
//! How such an answer is recognised: the dispatcher writes it as the last bytes of the
//! connection, a complete head with one of those statuses, `content-length: 0` and no other
//! fields than `connection` and `date`. Every error answer of the application itself has a
//! problem body ([`crate::middleware::response_headers`]), so no answer of a handler looks
//! like that.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};

use actix_web::http::StatusCode;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::error::API_POLICY;
use crate::error::Problem;

/// The statuses actix-http answers by itself with an empty body.
const DISPATCHER_STATUSES: [u16; 4] = [400, 408, 431, 500];

/// A connection whose bodiless parse-error answers are rewritten as problem documents.
pub struct ProblemAnswers<T> {
    io: T,
    /// A rewritten answer still to be written, and how much of it is out.
    pending: Option<(Vec<u8>, usize)>,
}

impl<T> ProblemAnswers<T> {
    /// Wraps a connection.
    pub fn new(io: T) -> Self {
        ProblemAnswers { io, pending: None }
    }
}

impl<T: AsyncWrite + Unpin> ProblemAnswers<T> {
    /// Writes out the rewritten answer, if any.
    fn poll_pending(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.pending {
            if *written == bytes.len() {
                self.pending = None;
                break;
            }
            let n = ready!(Pin::new(&mut self.io).poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        Poll::Ready(Ok(()))
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for ProblemAnswers<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_read(cx, buf)
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for ProblemAnswers<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        ready!(self.poll_pending(cx))?;
        match bodiless_error_head(buf) {
            None => Pin::new(&mut self.io).poll_write(cx, buf),
            // What precedes the answer (earlier pipelined answers) goes out unchanged first.
            Some((start, _)) if start > 0 => Pin::new(&mut self.io).poll_write(cx, &buf[..start]),
            Some((_, status)) => {
                self.pending = Some((problem_answer(status), 0));
                // The answer is taken whole; what is left of it goes out on the next call.
                let _ = self.poll_pending(cx)?;
                Poll::Ready(Ok(buf.len()))
            }
        }
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        ready!(self.poll_pending(cx))?;
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// Where a bodiless answer of the dispatcher starts in `buf` (it always ends `buf`), and its
/// status.
fn bodiless_error_head(buf: &[u8]) -> Option<(usize, StatusCode)> {
    const LONGEST_HEAD: usize = 256;
    if !buf.ends_with(b"\r\n\r\n") {
        return None;
    }
    let tail_start = buf.len().saturating_sub(LONGEST_HEAD);
    let tail = &buf[tail_start..];
    let start = tail.windows(9).rposition(|w| w == b"HTTP/1.1 ")?;
    let head = std::str::from_utf8(&tail[start..]).ok()?;
    let mut lines = head.strip_suffix("\r\n\r\n")?.split("\r\n");
    let status: u16 = lines.next()?.get(9..12)?.parse().ok()?;
    if !DISPATCHER_STATUSES.contains(&status) {
        return None;
    }
    let mut empty_body = false;
    for line in lines {
        let (name, value) = line.split_once(':')?;
        match (name.to_ascii_lowercase().as_str(), value.trim()) {
            ("content-length", "0") => empty_body = true,
            ("connection" | "date", _) => {}
            _ => return None,
        }
    }
    empty_body
        .then(|| StatusCode::from_u16(status).ok())
        .flatten()
        .map(|status| (tail_start + start, status))
}

/// The whole answer, head and problem document, that replaces a bodiless one.
fn problem_answer(status: StatusCode) -> Vec<u8> {
    let body = serde_json::to_string(&Problem::for_status(status)).unwrap_or_default();
    format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/problem+json\r\ncontent-length: {}\r\n\
         connection: close\r\nx-content-type-options: nosniff\r\n\
         content-security-policy: {API_POLICY}\r\ncache-control: no-store\r\n\r\n{body}",
        status.as_u16(),
        status.canonical_reason().unwrap_or("Error"),
        body.len(),
    )
    .into_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    const BARE_431: &[u8] =
        b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\n\
        connection: close\r\ndate: Fri, 04 Dec 2026 15:53:37 GMT\r\n\r\n";

    #[test]
    fn a_bare_parse_error_answer_is_found_alone_or_after_earlier_answers() {
        assert_eq!(
            bodiless_error_head(BARE_431),
            Some((0, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE))
        );
        let earlier = b"HTTP/1.1 200 OK\r\ncontent-length: 15\r\n\r\n{\"status\":\"ok\"}";
        let pipelined = [
            &earlier[..],
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\ndate: x\r\n\r\n",
        ]
        .concat();
        assert_eq!(
            bodiless_error_head(&pipelined),
            Some((earlier.len(), StatusCode::BAD_REQUEST))
        );
    }

    #[test]
    fn answers_with_a_body_or_other_fields_or_statuses_pass_unchanged() {
        for answer in [
            &b"HTTP/1.1 400 Bad Request\r\ncontent-length: 12\r\n\r\n"[..],
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\ncontent-type: text/plain\r\n\r\n",
            b"HTTP/1.1 204 No Content\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\n\r\nx",
            b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n",
        ] {
            assert_eq!(bodiless_error_head(answer), None, "{answer:?}");
        }
    }

    #[test]
    fn the_replacement_is_a_complete_problem_answer() {
        let answer =
            String::from_utf8(problem_answer(StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE)).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        assert!(head.contains("content-type: application/problem+json"));
        let problem: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(problem["status"], 431);
        assert_eq!(problem["code"], "request_header_fields_too_large");
    }
}
