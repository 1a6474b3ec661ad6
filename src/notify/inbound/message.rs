//! A received email as the server reads it (parsed with `mailparse`): who sent it, whether
//! a machine did, what it is about, and the lines written above the quoted text.

use mailparse::{MailAddr, MailHeaderMap, ParsedMail};
use sha2::{Digest, Sha256};

use super::reply;

/// Command lines read from one message, at most.
pub const MAX_LINES: usize = 20;
/// Nested MIME parts looked into, at most.
const MAX_DEPTH: usize = 8;

/// What the server reads of a received email.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incoming {
    /// Its `Message-ID` with angle brackets, or a digest of its bytes when it has none:
    /// what makes each message handled once.
    pub key: String,
    /// Its `Message-ID`, as written.
    pub message_id: Option<String>,
    /// The address of `From`, if it names one.
    pub from: Option<String>,
    /// The addresses of `To`, `Cc`, `Delivered-To` and `X-Original-To`.
    pub recipients: Vec<String>,
    /// Its subject, decoded.
    pub subject: String,
    /// Whether a machine sent it on its own: an auto-reply, a bounce or a list message
    /// (`Auto-Submitted`, `Precedence`, `X-Autoreply`, `X-Autorespond`, a mailer daemon).
    pub automatic: bool,
    /// The lines written at the top of its text, before anything quoted.
    pub lines: Vec<String>,
}

/// Reads a raw RFC 5322 message; an error says why it is no message.
pub fn read(raw: &[u8]) -> Result<Incoming, String> {
    let mail = mailparse::parse_mail(raw).map_err(|e| e.to_string())?;
    let headers = &mail.headers;
    if headers.is_empty() {
        return Err("no header".into());
    }
    let message_id = headers
        .get_first_value("Message-ID")
        .map(|id| id.trim().to_string())
        .filter(|id| !id.is_empty() && id.len() <= 998);
    let key = message_id
        .clone()
        .unwrap_or_else(|| format!("sha256:{}", hex::encode(Sha256::digest(raw))));
    let from = headers
        .get_first_header("From")
        .and_then(|header| mailparse::addrparse_header(header).ok())
        .and_then(|list| list.iter().find_map(single_address));
    let recipients = ["To", "Cc", "Delivered-To", "X-Original-To"]
        .iter()
        .flat_map(|name| headers.get_all_headers(name))
        .filter_map(|header| mailparse::addrparse_header(header).ok())
        .flat_map(|list| list.iter().filter_map(single_address).collect::<Vec<_>>())
        .collect();
    let subject = headers.get_first_value("Subject").unwrap_or_default();
    let automatic = sent_by_machine(&mail, from.as_deref());
    let lines = match text_of(&mail, 0) {
        Some(text) => reply::written_lines(&text, MAX_LINES),
        None => Vec::new(),
    };
    Ok(Incoming {
        key,
        message_id,
        from,
        recipients,
        subject: subject.trim().to_string(),
        automatic,
        lines,
    })
}

/// The address of a single mailbox.
fn single_address(address: &MailAddr) -> Option<String> {
    match address {
        MailAddr::Single(single) => Some(single.addr.trim().to_string()),
        MailAddr::Group(_) => None,
    }
}

/// Whether the message says a machine sent it (RFC 3834 and common practice).
fn sent_by_machine(mail: &ParsedMail<'_>, from: Option<&str>) -> bool {
    let value = |name: &str| {
        mail.headers
            .get_first_value(name)
            .map(|value| value.trim().to_ascii_lowercase())
    };
    let auto_submitted = value("Auto-Submitted").is_some_and(|value| value != "no");
    let bulk = value("Precedence")
        .is_some_and(|value| matches!(value.as_str(), "bulk" | "junk" | "list" | "auto_reply"));
    let flagged = value("X-Autoreply").is_some() || value("X-Autorespond").is_some();
    let report = mail.ctype.mimetype.eq_ignore_ascii_case("multipart/report");
    let daemon = from.is_some_and(|from| {
        let local = from
            .split('@')
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        matches!(local.as_str(), "mailer-daemon" | "postmaster")
    });
    auto_submitted || bulk || flagged || report || daemon
}

/// The text a person wrote: the first plain-text part that is no attachment, else the
/// first HTML one as text.
fn text_of(mail: &ParsedMail<'_>, depth: usize) -> Option<String> {
    plain_text(mail, depth).or_else(|| html_text(mail, depth))
}

fn plain_text(mail: &ParsedMail<'_>, depth: usize) -> Option<String> {
    if depth > MAX_DEPTH || attachment(mail) {
        return None;
    }
    if mail.ctype.mimetype.eq_ignore_ascii_case("text/plain") {
        let body = mail.get_body().ok()?;
        let flowed = mail
            .ctype
            .params
            .get("format")
            .is_some_and(|format| format.eq_ignore_ascii_case("flowed"));
        if flowed {
            let delsp = mail
                .ctype
                .params
                .get("delsp")
                .is_some_and(|delsp| delsp.eq_ignore_ascii_case("yes"));
            return Some(reply::unflowed(&body, delsp));
        }
        return Some(body);
    }
    mail.subparts
        .iter()
        .find_map(|part| plain_text(part, depth + 1))
}

fn html_text(mail: &ParsedMail<'_>, depth: usize) -> Option<String> {
    if depth > MAX_DEPTH || attachment(mail) {
        return None;
    }
    if mail.ctype.mimetype.eq_ignore_ascii_case("text/html") {
        return mail.get_body().ok().map(|html| reply::html_text(&html));
    }
    mail.subparts
        .iter()
        .find_map(|part| html_text(part, depth + 1))
}

fn attachment(mail: &ParsedMail<'_>) -> bool {
    mail.get_content_disposition().disposition == mailparse::DispositionType::Attachment
        || mail.ctype.mimetype.eq_ignore_ascii_case("message/rfc822")
}

#[cfg(test)]
mod tests {
    use super::*;

    const REPLY: &str = "From: Ann <Ann@Example.org>\r\n\
        To: play+0123456789abcdef0123456789abcdef@games.example.org\r\n\
        Subject: =?UTF-8?B?UmU6IOOBguOBquOBn+OBrueVquOBp+OBmQ==?=\r\n\
        Message-ID: <reply-1@example.org>\r\n\
        Content-Type: multipart/alternative; boundary=\"b\"\r\n\
        \r\n\
        --b\r\n\
        Content-Type: text/plain; charset=UTF-8; format=flowed\r\n\
        Content-Transfer-Encoding: 8bit\r\n\
        \r\n\
        play 5C\r\n\
        say see you \r\n\
        tomorrow\r\n\
        \r\n\
        On Sun, Dec 6, 2026 at 2:00 PM Hotel games <games@example.org> wrote:\r\n\
        > It is your move.\r\n\
        --b\r\n\
        Content-Type: text/html; charset=UTF-8\r\n\
        \r\n\
        <div>ignored</div>\r\n\
        --b--\r\n";

    #[test]
    fn a_reply_is_read_for_its_sender_subject_and_written_lines() {
        let incoming = read(REPLY.as_bytes()).unwrap();
        assert_eq!(incoming.key, "<reply-1@example.org>");
        assert_eq!(incoming.from.as_deref(), Some("Ann@Example.org"));
        assert_eq!(
            incoming.recipients,
            ["play+0123456789abcdef0123456789abcdef@games.example.org"]
        );
        assert_eq!(incoming.subject, "Re: あなたの番です");
        assert!(!incoming.automatic);
        assert_eq!(incoming.lines, ["play 5C", "say see you tomorrow"]);
    }

    #[test]
    fn an_html_only_reply_is_read_as_text() {
        let raw = "From: ann@example.org\r\nContent-Type: text/html\r\n\r\n\
            <div>end turn</div><blockquote>quoted</blockquote>";
        let incoming = read(raw.as_bytes()).unwrap();
        assert_eq!(incoming.lines, ["end turn"]);
        assert!(incoming.key.starts_with("sha256:"));
        assert_eq!(incoming.message_id, None);
    }

    #[test]
    fn auto_replies_bounces_and_lists_are_told_apart() {
        let with = |header: &str| {
            let raw = format!("From: ann@example.org\r\n{header}\r\n\r\nout of office");
            read(raw.as_bytes()).unwrap().automatic
        };
        assert!(with("Auto-Submitted: auto-replied"));
        assert!(with("Precedence: bulk"));
        assert!(with("X-Autoreply: yes"));
        assert!(with(
            "Content-Type: multipart/report; report-type=delivery-status"
        ));
        assert!(!with("Auto-Submitted: no"));
        assert!(!with("Subject: hello"));
        let daemon = read(b"From: MAILER-DAEMON@example.org\r\n\r\nfailed").unwrap();
        assert!(daemon.automatic);
    }

    #[test]
    fn attachments_are_not_read_as_commands() {
        let raw = "From: ann@example.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n\
            --b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment\r\n\r\nresign\r\n\
            --b--\r\n";
        assert!(read(raw.as_bytes()).unwrap().lines.is_empty());
        assert!(read(b"").is_err());
    }
}
