//! A small inbound SMTP server (a subset of RFC 5321) through which players' email replies
//! reach the server.
//!
//! It only ever takes mail for its own domain: a recipient under any other domain is refused
//! with `550 5.7.1`, so it is never a relay. It offers no TLS, no AUTH and no BDAT. Every
//! resource a client can use is bounded: the length of a command line, the size of a message,
//! the number of recipients, connections at once, messages per client address and minute, the
//! time waited for each line and the time one connection may last (the handler's own time
//! is not cut short: it is expected to bound itself). Each received message is handed to the
//! caller's [`Handler`], whose [`Delivery`] becomes the answer to the client.

use std::future::Future;
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::pin::{Pin, pin};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use governor::{DefaultKeyedRateLimiter, Quota};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio::time::{Instant, timeout, timeout_at};
use tracing::{debug, warn};

/// A message as the SMTP client handed it over.
#[derive(Clone, Debug)]
pub struct Envelope {
    /// The reverse path of `MAIL FROM`, without angle brackets; empty for the null sender `<>` (a bounce).
    pub sender: String,
    /// The accepted `RCPT TO` addresses, without angle brackets.
    pub recipients: Vec<String>,
    /// The message as received: header and body, CRLF line ends, dot-unstuffed.
    pub data: Vec<u8>,
    /// The client's address.
    pub peer: IpAddr,
}

/// What the handler made of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Taken (250).
    Accepted,
    /// Never to be tried again (554 with this text).
    Refused(String),
    /// Failed for now; the client should retry later (451 with this text).
    Later(String),
}

/// The limits and names of the listener.
#[derive(Clone, Debug)]
pub struct SmtpSettings {
    /// The domain the server receives mail for (e.g. `games.example.org`); also its name in the greeting.
    pub domain: String,
    /// The largest message accepted, in bytes (announced with the SIZE extension).
    pub max_message_bytes: usize,
    /// Recipients per message.
    pub max_recipients: usize,
    /// Connections served at once; more are answered 421 and closed.
    pub max_connections: usize,
    /// Messages one client address may hand over per minute (a burst of as many, at least one); more are answered 450 at MAIL FROM.
    pub messages_per_minute: u32,
    /// How long the server waits for each command line or data chunk before closing with 421.
    pub idle_timeout: Duration,
    /// How long one connection may last in all.
    pub session_timeout: Duration,
}

/// Decides whether a recipient address (already checked to be under `domain`) names a mailbox of the server; a local part the server does not know is answered 550.
pub type Mailboxes = Arc<dyn Fn(&str) -> bool + Send + Sync>;

/// Takes a received message.
pub type Handler =
    Arc<dyn Fn(Envelope) -> Pin<Box<dyn Future<Output = Delivery> + Send>> + Send + Sync>;

/// The longest command line, in bytes with its line end (RFC 5321's text line limit).
const MAX_LINE: usize = 1000;
/// The longest address (RFC 5321's path limit less the angle brackets).
const MAX_ADDRESS: usize = 254;
/// The longest text taken from the handler into a reply line.
const MAX_REPLY_TEXT: usize = 400;
/// The room a data line needs beyond its text: a stuffing dot and CRLF.
const DATA_LINE_EXTRA: usize = 3;
/// How long the last reply to a closing connection may take to write.
const FAREWELL_TIME: Duration = Duration::from_secs(5);
/// How long to wait after a failed `accept` (e.g. out of file descriptors).
const ACCEPT_BACKOFF: Duration = Duration::from_millis(100);
/// How often the rate limiter forgets addresses whose quota has fully recovered.
const LIMITER_SWEEP: Duration = Duration::from_secs(60);

const OK: &str = "250 2.0.0 OK";
const SENDER_OK: &str = "250 2.1.0 OK";
const RECIPIENT_OK: &str = "250 2.1.5 OK";
const CANNOT_VERIFY: &str = "252 2.5.0 cannot verify, send some mail";
const HELP: &str = "214 2.0.0 commands: EHLO HELO MAIL RCPT DATA RSET NOOP QUIT VRFY HELP";
const START_DATA: &str = "354 end data with <CR><LF>.<CR><LF>";
const BUSY: &str = "421 4.3.2 busy";
const SHUTTING_DOWN: &str = "421 4.3.2 shutting down";
const TIMEOUT: &str = "421 4.4.2 timeout";
const RATE_LIMITED: &str = "450 4.7.1 too many messages, try later";
const TOO_MANY_RECIPIENTS: &str = "452 4.5.3 too many recipients";
const LINE_TOO_LONG: &str = "500 5.5.2 line too long";
const UNRECOGNIZED: &str = "500 5.5.2 command unrecognized";
const BAD_ARGUMENTS: &str = "501 5.5.4 syntax error in parameters";
const BAD_SENDER: &str = "501 5.1.7 bad sender address";
const BAD_RECIPIENT: &str = "501 5.1.3 bad recipient address";
const NOT_IMPLEMENTED: &str = "502 5.5.1 command not implemented";
const NEED_HELLO: &str = "503 5.5.1 send EHLO or HELO first";
const NEED_MAIL: &str = "503 5.5.1 need MAIL first";
const NEED_RCPT: &str = "503 5.5.1 need RCPT first";
const NESTED_MAIL: &str = "503 5.5.1 MAIL already given";
const NO_MAILBOX: &str = "550 5.1.1 no such mailbox";
const RELAY_DENIED: &str = "550 5.7.1 relaying denied";
const TOO_BIG: &str = "552 5.3.4 message too big";
const UNKNOWN_PARAMETER: &str = "555 5.5.4 parameter not recognized";

/// Serves SMTP on `listener` until `shutdown` completes (then stops accepting; sessions in progress end at their next command with 421).
pub async fn serve(
    listener: TcpListener,
    settings: SmtpSettings,
    mailboxes: Mailboxes,
    handler: Handler,
    shutdown: impl Future<Output = ()> + Send,
) {
    let connections = Arc::new(Semaphore::new(
        settings.max_connections.min(Semaphore::MAX_PERMITS),
    ));
    let per_minute = NonZeroU32::new(settings.messages_per_minute).unwrap_or(NonZeroU32::MIN);
    let shared = Arc::new(Shared {
        settings,
        mailboxes,
        handler,
        limiter: DefaultKeyedRateLimiter::keyed(Quota::per_minute(per_minute)),
        stopping: AtomicBool::new(false),
    });
    let mut shutdown = pin!(shutdown);
    let mut sweep = tokio::time::interval(LIMITER_SWEEP);
    loop {
        tokio::select! {
            () = &mut shutdown => break,
            _ = sweep.tick() => shared.limiter.retain_recent(),
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => admit(&shared, &connections, stream, peer.ip().to_canonical()),
                Err(error) => {
                    warn!(%error, "smtp: accept failed");
                    tokio::time::sleep(ACCEPT_BACKOFF).await;
                }
            },
        }
    }
    shared.stopping.store(true, Ordering::Relaxed);
    debug!("smtp: stopped accepting");
}

/// What every session of one listener shares.
struct Shared {
    settings: SmtpSettings,
    mailboxes: Mailboxes,
    handler: Handler,
    limiter: DefaultKeyedRateLimiter<IpAddr>,
    stopping: AtomicBool,
}

/// Starts a session for a new connection, or turns it away when all places are taken.
fn admit(shared: &Arc<Shared>, connections: &Arc<Semaphore>, stream: TcpStream, peer: IpAddr) {
    let Ok(permit) = connections.clone().try_acquire_owned() else {
        debug!(%peer, "smtp: busy, connection turned away");
        // A fresh socket's send buffer is empty, so this does not block.
        if let Err(error) = stream.try_write(format!("{BUSY}\r\n").as_bytes()) {
            debug!(%peer, %error, "smtp: could not say busy");
        }
        return;
    };
    let shared = Arc::clone(shared);
    tokio::spawn(async move {
        let (reader, writer) = stream.into_split();
        let mut session = Session {
            deadline: Instant::now() + shared.settings.session_timeout,
            shared,
            reader: BufReader::new(reader),
            writer,
            peer,
            state: State::Connected,
        };
        match session.run().await {
            Ok(()) => debug!(%peer, "smtp: session ended"),
            Err(end) => debug!(%peer, %end, "smtp: session ended early"),
        }
        drop(permit);
    });
}

/// Why a session ended before QUIT.
enum Ended {
    /// The client closed the connection.
    Closed,
    /// A read or write took too long.
    TimedOut,
    /// The connection failed.
    Io(std::io::Error),
}

impl std::fmt::Display for Ended {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ended::Closed => f.write_str("the client closed the connection"),
            Ended::TimedOut => f.write_str("timed out"),
            Ended::Io(error) => write!(f, "{error}"),
        }
    }
}

impl From<std::io::Error> for Ended {
    fn from(error: std::io::Error) -> Self {
        Ended::Io(error)
    }
}

/// One line from the client.
enum Line {
    /// A whole line, with its line end.
    Complete(Vec<u8>),
    /// A line over the limit, read up to its end and thrown away.
    TooLong,
}

/// Whether the session goes on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// Where a session stands in the SMTP dialogue.
enum State {
    /// Before EHLO or HELO.
    Connected,
    /// Greeted, with no mail transaction open.
    Ready,
    /// MAIL FROM accepted; the recipients accepted so far.
    Mail {
        sender: String,
        recipients: Vec<String>,
    },
}

/// One client connection.
struct Session {
    shared: Arc<Shared>,
    reader: BufReader<OwnedReadHalf>,
    writer: OwnedWriteHalf,
    peer: IpAddr,
    /// When the connection must end, whatever it is doing.
    deadline: Instant,
    state: State,
}

impl Session {
    /// Greets the client and answers its commands until QUIT, shutdown or an error.
    async fn run(&mut self) -> Result<(), Ended> {
        let greeting = format!("220 {} ESMTP", self.shared.settings.domain);
        self.reply(&greeting).await?;
        loop {
            let line = match self.read_line(MAX_LINE).await? {
                Line::Complete(line) => line,
                Line::TooLong => {
                    self.reply(LINE_TOO_LONG).await?;
                    continue;
                }
            };
            if self.shared.stopping.load(Ordering::Relaxed) {
                return self.reply(SHUTTING_DOWN).await;
            }
            if self.command(&line).await? == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// Answers one command line.
    async fn command(&mut self, line: &[u8]) -> Result<Flow, Ended> {
        let Ok(text) = std::str::from_utf8(without_line_end(line)) else {
            self.reply(UNRECOGNIZED).await?;
            return Ok(Flow::Continue);
        };
        let (verb, arguments) = text.split_once(' ').unwrap_or((text, ""));
        let arguments = arguments.trim();
        match verb.to_ascii_uppercase().as_str() {
            "EHLO" => self.ehlo(arguments).await?,
            "HELO" => self.helo(arguments).await?,
            "MAIL" => self.mail(arguments).await?,
            "RCPT" => self.rcpt(arguments).await?,
            "DATA" => self.data(arguments).await?,
            "RSET" => self.rset().await?,
            "NOOP" => self.reply(OK).await?,
            "VRFY" => self.reply(CANNOT_VERIFY).await?,
            "HELP" => self.reply(HELP).await?,
            "QUIT" => {
                let goodbye = format!("221 2.0.0 {} closing", self.shared.settings.domain);
                self.reply(&goodbye).await?;
                return Ok(Flow::Quit);
            }
            "STARTTLS" | "AUTH" | "BDAT" | "EXPN" | "TURN" | "ETRN" | "SEND" | "SOML" | "SAML" => {
                self.reply(NOT_IMPLEMENTED).await?;
            }
            _ => self.reply(UNRECOGNIZED).await?,
        }
        Ok(Flow::Continue)
    }

    /// `EHLO`: the extensions offered.
    async fn ehlo(&mut self, client: &str) -> Result<(), Ended> {
        if client.is_empty() {
            return self.reply(BAD_ARGUMENTS).await;
        }
        self.state = State::Ready;
        let settings = &self.shared.settings;
        let extensions = format!(
            "250-{}\r\n250-SIZE {}\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250-PIPELINING\r\n250 ENHANCEDSTATUSCODES",
            settings.domain, settings.max_message_bytes
        );
        self.reply(&extensions).await
    }

    /// `HELO`: the old greeting, without extensions.
    async fn helo(&mut self, client: &str) -> Result<(), Ended> {
        if client.is_empty() {
            return self.reply(BAD_ARGUMENTS).await;
        }
        self.state = State::Ready;
        let hello = format!("250 {}", self.shared.settings.domain);
        self.reply(&hello).await
    }

    /// `MAIL FROM:<sender> [SIZE=n] [BODY=8BITMIME|7BIT] [SMTPUTF8]`: opens a transaction.
    async fn mail(&mut self, arguments: &str) -> Result<(), Ended> {
        match self.state {
            State::Connected => return self.reply(NEED_HELLO).await,
            State::Mail { .. } => return self.reply(NESTED_MAIL).await,
            State::Ready => {}
        }
        let Some((sender, parameters)) = after_keyword(arguments, "FROM:").and_then(split_path)
        else {
            return self.reply(BAD_ARGUMENTS).await;
        };
        if !sender.is_empty() && mailbox_parts(sender).is_none() {
            return self.reply(BAD_SENDER).await;
        }
        if let Err(refusal) =
            check_mail_parameters(parameters, self.shared.settings.max_message_bytes)
        {
            return self.reply(refusal).await;
        }
        if self.shared.limiter.check_key(&rate_key(self.peer)).is_err() {
            return self.reply(RATE_LIMITED).await;
        }
        self.state = State::Mail {
            sender: sender.to_owned(),
            recipients: Vec::new(),
        };
        self.reply(SENDER_OK).await
    }

    /// `RCPT TO:<local@domain>`: adds a recipient of the server's own domain.
    async fn rcpt(&mut self, arguments: &str) -> Result<(), Ended> {
        let State::Mail { recipients, .. } = &self.state else {
            return self.reply(NEED_MAIL).await;
        };
        let accepted = recipients.len();
        let Some((address, parameters)) = after_keyword(arguments, "TO:").and_then(split_path)
        else {
            return self.reply(BAD_ARGUMENTS).await;
        };
        if !parameters.trim().is_empty() {
            return self.reply(UNKNOWN_PARAMETER).await;
        }
        let Some((_, domain)) = mailbox_parts(address) else {
            return self.reply(BAD_RECIPIENT).await;
        };
        if accepted >= self.shared.settings.max_recipients {
            return self.reply(TOO_MANY_RECIPIENTS).await;
        }
        if !same_domain(domain, &self.shared.settings.domain) {
            debug!(peer = %self.peer, address, "smtp: relaying denied");
            return self.reply(RELAY_DENIED).await;
        }
        if !(self.shared.mailboxes)(address) {
            return self.reply(NO_MAILBOX).await;
        }
        if let State::Mail { recipients, .. } = &mut self.state {
            recipients.push(address.to_owned());
        }
        self.reply(RECIPIENT_OK).await
    }

    /// `DATA`: reads the message and hands it to the handler.
    async fn data(&mut self, arguments: &str) -> Result<(), Ended> {
        if !arguments.is_empty() {
            return self.reply(BAD_ARGUMENTS).await;
        }
        let (sender, recipients) = match std::mem::replace(&mut self.state, State::Ready) {
            State::Mail { sender, recipients } if !recipients.is_empty() => (sender, recipients),
            unready => {
                let refusal = match unready {
                    State::Mail { .. } => NEED_RCPT,
                    State::Connected | State::Ready => NEED_MAIL,
                };
                self.state = unready;
                return self.reply(refusal).await;
            }
        };
        self.reply(START_DATA).await?;
        let Some(data) = self.read_message().await? else {
            return self.reply(TOO_BIG).await;
        };
        let envelope = Envelope {
            sender,
            recipients,
            data,
            peer: self.peer,
        };
        let answer = match (self.shared.handler)(envelope).await {
            Delivery::Accepted => OK.to_owned(),
            Delivery::Refused(text) => format!("554 5.7.0 {}", one_line(&text)),
            Delivery::Later(text) => format!("451 4.3.0 {}", one_line(&text)),
        };
        self.reply(&answer).await
    }

    /// `RSET`: drops the open transaction.
    async fn rset(&mut self) -> Result<(), Ended> {
        if !matches!(self.state, State::Connected) {
            self.state = State::Ready;
        }
        self.reply(OK).await
    }

    /// Reads the message after `354` up to the line with a lone dot, undoing dot-stuffing;
    /// `None` when it was larger than allowed (it is then read to its end and thrown away).
    async fn read_message(&mut self) -> Result<Option<Vec<u8>>, Ended> {
        let max = self.shared.settings.max_message_bytes;
        let mut data = Vec::new();
        let mut too_big = false;
        loop {
            // Room for the rest of the message; once over, just enough to see the end mark.
            let room = if too_big { 0 } else { max - data.len() };
            let line = match self.read_line(room.saturating_add(DATA_LINE_EXTRA)).await? {
                Line::Complete(line) => line,
                Line::TooLong => {
                    too_big = true;
                    continue;
                }
            };
            let text = without_line_end(&line);
            if text == b"." {
                return Ok((!too_big).then_some(data));
            }
            let text = text.strip_prefix(b".").unwrap_or(text);
            if too_big || data.len() + text.len() + 2 > max {
                too_big = true;
                data = Vec::new();
                continue;
            }
            data.extend_from_slice(text);
            data.extend_from_slice(b"\r\n");
        }
    }

    /// Reads one line of at most `limit` bytes, within the idle and session time;
    /// says 421 and ends the session when the time is up (even for a line already waiting).
    async fn read_line(&mut self, limit: usize) -> Result<Line, Ended> {
        let read = timeout_at(
            self.io_deadline(),
            read_bounded_line(&mut self.reader, limit),
        );
        match read.await {
            Ok(line) if Instant::now() < self.deadline => line,
            _ => {
                let farewell = format!("{TIMEOUT}\r\n");
                let said = timeout(FAREWELL_TIME, self.writer.write_all(farewell.as_bytes()));
                if let Ok(Err(error)) = said.await {
                    debug!(peer = %self.peer, %error, "smtp: could not say timeout");
                }
                Err(Ended::TimedOut)
            }
        }
    }

    /// Sends a reply (one or more lines, CRLF between them) within the idle and session time.
    async fn reply(&mut self, reply: &str) -> Result<(), Ended> {
        let bytes = format!("{reply}\r\n");
        match timeout_at(self.io_deadline(), self.writer.write_all(bytes.as_bytes())).await {
            Ok(written) => Ok(written?),
            Err(_) => Err(Ended::TimedOut),
        }
    }

    /// When the next read or write must be done by.
    fn io_deadline(&self) -> Instant {
        (Instant::now() + self.shared.settings.idle_timeout).min(self.deadline)
    }
}

/// Reads a line up to and with its LF, keeping at most `limit` bytes: a longer line is read
/// to its end and thrown away, so that a client can never make the server hold more.
async fn read_bounded_line(
    reader: &mut (impl AsyncBufRead + Unpin),
    limit: usize,
) -> Result<Line, Ended> {
    let mut line = Vec::new();
    let mut too_long = false;
    loop {
        let available = reader.fill_buf().await?;
        if available.is_empty() {
            return Err(Ended::Closed);
        }
        let (chunk, complete) = match available.iter().position(|&byte| byte == b'\n') {
            Some(end) => (&available[..=end], true),
            None => (available, false),
        };
        let taken = chunk.len();
        if line.len() + taken > limit {
            too_long = true;
            line = Vec::new();
        } else if !too_long {
            line.extend_from_slice(chunk);
        }
        reader.consume(taken);
        if complete {
            return Ok(if too_long {
                Line::TooLong
            } else {
                Line::Complete(line)
            });
        }
    }
}

/// A line without its CRLF or bare LF.
fn without_line_end(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// What follows `keyword` (e.g. `FROM:`, in any case) at the start of `arguments`, with
/// leading spaces dropped.
fn after_keyword<'a>(arguments: &'a str, keyword: &str) -> Option<&'a str> {
    let head = arguments.get(..keyword.len())?;
    let rest = arguments.get(keyword.len()..)?;
    head.eq_ignore_ascii_case(keyword)
        .then(|| rest.trim_start())
}

/// Splits `<address> parameters` into the address and the parameters.
fn split_path(path: &str) -> Option<(&str, &str)> {
    let (address, parameters) = path.strip_prefix('<')?.split_once('>')?;
    (parameters.is_empty() || parameters.starts_with(' ')).then_some((address, parameters))
}

/// The local part and domain of a plain `local@domain` address; `None` for a source route,
/// an address too long, one with spaces or control characters, or one without both parts.
fn mailbox_parts(address: &str) -> Option<(&str, &str)> {
    if address.len() > MAX_ADDRESS
        || address.starts_with('@')
        || address.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return None;
    }
    let (local, domain) = address.rsplit_once('@')?;
    (!local.is_empty() && !domain.is_empty()).then_some((local, domain))
}

/// Whether two domains are the same, ignoring ASCII case and a trailing dot.
fn same_domain(domain: &str, own: &str) -> bool {
    let domain = domain.strip_suffix('.').unwrap_or(domain);
    let own = own.strip_suffix('.').unwrap_or(own);
    domain.eq_ignore_ascii_case(own)
}

/// Checks the parameters of `MAIL FROM`; the refusal to send when one is not acceptable.
fn check_mail_parameters(parameters: &str, max_message_bytes: usize) -> Result<(), &'static str> {
    for parameter in parameters.split_whitespace() {
        let (key, value) = parameter.split_once('=').unwrap_or((parameter, ""));
        match key.to_ascii_uppercase().as_str() {
            "SIZE" => {
                let size: u64 = value.parse().map_err(|_| BAD_ARGUMENTS)?;
                if size > u64::try_from(max_message_bytes).unwrap_or(u64::MAX) {
                    return Err(TOO_BIG);
                }
            }
            "BODY" => {
                if !value.eq_ignore_ascii_case("8BITMIME") && !value.eq_ignore_ascii_case("7BIT") {
                    return Err(BAD_ARGUMENTS);
                }
            }
            "SMTPUTF8" => {
                if !value.is_empty() {
                    return Err(BAD_ARGUMENTS);
                }
            }
            _ => return Err(UNKNOWN_PARAMETER),
        }
    }
    Ok(())
}

/// The key a client's messages are counted under: its address, or for IPv6 its /64
/// network, since one host usually holds a whole /64.
fn rate_key(peer: IpAddr) -> IpAddr {
    match peer {
        IpAddr::V4(_) => peer,
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from_bits(v6.to_bits() & !u128::from(u64::MAX))),
    }
}

/// The handler's text made fit for one reply line: control characters (CR, LF, …) become
/// spaces, and it is cut to a reasonable length.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .scan(0, |length, c| {
            *length += c.len_utf8();
            (*length <= MAX_REPLY_TEXT).then_some(c)
        })
        .collect()
}

#[cfg(test)]
mod tests;
