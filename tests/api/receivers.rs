//! Local receivers for the notifications a server sends: an HTTP endpoint for webhooks and
//! an SMTP sink for emails, both on 127.0.0.1 in the test process.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use hotel_games::config::EmailConfig;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// How long a test waits for a notification before failing.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// What the webhook receiver answers to the n-th request (from 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Answers with this status.
    Status(u16),
    /// Reads the request and never answers.
    Hang,
}

/// A request the webhook receiver got.
#[derive(Clone, Debug)]
pub struct Received {
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    pub at: Instant,
}

impl Received {
    /// The `webhook-id` header.
    pub fn id(&self) -> String {
        self.headers["webhook-id"].to_str().unwrap().to_string()
    }

    /// The body as JSON.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

type Policy = Arc<Mutex<Box<dyn Fn(usize) -> Answer + Send>>>;

/// An HTTP endpoint recording every request it gets.
#[derive(Clone)]
pub struct WebhookReceiver {
    pub url: String,
    received: Arc<Mutex<Vec<Received>>>,
    policy: Policy,
}

impl WebhookReceiver {
    /// A receiver answering `answer(n)` to its n-th request.
    pub async fn start(answer: impl Fn(usize) -> Answer + Send + 'static) -> WebhookReceiver {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}/hook", listener.local_addr().unwrap());
        let receiver = WebhookReceiver {
            url,
            received: Arc::default(),
            policy: Arc::new(Mutex::new(Box::new(answer))),
        };
        let serving = receiver.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let serving = serving.clone();
                tokio::spawn(async move { serving.serve(stream).await });
            }
        });
        receiver
    }

    /// Answers from now on as `answer(n)` says.
    pub fn answer(&self, answer: impl Fn(usize) -> Answer + Send + 'static) {
        *self.policy.lock().unwrap() = Box::new(answer);
    }

    /// Every request so far.
    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    /// Waits until at least `count` requests arrived; returns them all.
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        let started = Instant::now();
        loop {
            let received = self.received();
            if received.len() >= count {
                return received;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "{} of {count} webhook requests arrived",
                received.len()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn serve(&self, stream: tokio::net::TcpStream) {
        let mut reader = BufReader::new(stream);
        loop {
            let mut headers = HeaderMap::new();
            let mut line = String::new();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            loop {
                line.clear();
                if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                    return;
                }
                let text = line.trim_end();
                if text.is_empty() {
                    break;
                }
                if let Some((name, value)) = text.split_once(':') {
                    headers.append(
                        HeaderName::from_bytes(name.trim().as_bytes()).unwrap(),
                        HeaderValue::from_str(value.trim()).unwrap(),
                    );
                }
            }
            let length: usize = headers
                .get("content-length")
                .map_or(0, |v| v.to_str().unwrap().parse().unwrap());
            let mut body = vec![0; length];
            if reader.read_exact(&mut body).await.is_err() {
                return;
            }
            let answer = {
                let mut received = self.received.lock().unwrap();
                let answer = (self.policy.lock().unwrap())(received.len());
                received.push(Received {
                    headers,
                    body,
                    at: Instant::now(),
                });
                answer
            };
            match answer {
                Answer::Hang => {
                    tokio::time::sleep(Duration::from_secs(3600)).await;
                    return;
                }
                Answer::Status(status) => {
                    let response = format!(
                        "HTTP/1.1 {status} Whatever\r\ncontent-length: 0\r\nconnection: keep-alive\r\n\r\n"
                    );
                    if reader
                        .get_mut()
                        .write_all(response.as_bytes())
                        .await
                        .is_err()
                    {
                        return;
                    }
                }
            }
        }
    }
}

/// An email the sink received, decoded.
#[derive(Clone, Debug)]
pub struct Email {
    /// The envelope recipients.
    pub to: Vec<String>,
    /// The header lines, unfolded.
    pub headers: Vec<(String, String)>,
    /// The decoded plain-text part.
    pub text: String,
    /// The decoded HTML part.
    pub html: String,
    /// The inline PNG images, by their `Content-ID` (without `<>`).
    pub images: Vec<(String, Vec<u8>)>,
}

impl Email {
    /// A header's value.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(key, _)| key.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    pub fn subject(&self) -> &str {
        self.header("subject").unwrap_or_default()
    }

    /// The first link in the text part starting with `prefix`.
    pub fn link(&self, prefix: &str) -> Option<String> {
        self.text
            .split_whitespace()
            .find(|word| word.starts_with(prefix))
            .map(str::to_string)
    }
}

/// A minimal SMTP server that accepts every message and keeps it.
#[derive(Clone)]
pub struct SmtpSink {
    pub port: u16,
    emails: Arc<Mutex<Vec<Email>>>,
}

impl SmtpSink {
    pub async fn start() -> SmtpSink {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let sink = SmtpSink {
            port: listener.local_addr().unwrap().port(),
            emails: Arc::default(),
        };
        let serving = sink.clone();
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else {
                    return;
                };
                let serving = serving.clone();
                tokio::spawn(async move { serving.serve(stream).await });
            }
        });
        sink
    }

    /// `smtp://127.0.0.1:<port>`.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Email sent to this sink, with the tests' sender and short timeouts; digests at the
    /// digest hour, no replies by email.
    pub fn email_config(&self) -> EmailConfig {
        EmailConfig {
            smtp_url: self.url(),
            from: "Hotel games <games@example.org>".into(),
            digest_hour: 7,
            digest_period: None,
            smtp_timeout: Duration::from_secs(5),
            claim: Duration::from_secs(10),
            replies: None,
        }
    }

    /// Every email so far.
    pub fn emails(&self) -> Vec<Email> {
        self.emails.lock().unwrap().clone()
    }

    /// The emails to `address` so far.
    pub fn to(&self, address: &str) -> Vec<Email> {
        self.emails()
            .into_iter()
            .filter(|email| email.to.iter().any(|to| to == address))
            .collect()
    }

    /// Waits until `address` received at least `count` emails; returns them.
    pub async fn wait_for(&self, address: &str, count: usize) -> Vec<Email> {
        let started = Instant::now();
        loop {
            let emails = self.to(address);
            if emails.len() >= count {
                return emails;
            }
            assert!(
                started.elapsed() < PATIENCE,
                "{} of {count} emails to {address} arrived",
                emails.len()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    async fn serve(&self, stream: tokio::net::TcpStream) {
        let mut reader = BufReader::new(stream);
        let mut to = Vec::new();
        if !reply(&mut reader, "220 sink ESMTP\r\n").await {
            return;
        }
        let mut line = String::new();
        loop {
            line.clear();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let command = line.trim_end().to_ascii_uppercase();
            let answer = if command.starts_with("EHLO") || command.starts_with("HELO") {
                "250 sink\r\n"
            } else if command.starts_with("RCPT TO:") {
                let address = line.trim_end()[8..].trim().trim_matches(['<', '>']);
                to.push(address.to_string());
                "250 OK\r\n"
            } else if command == "DATA" {
                if !reply(&mut reader, "354 go ahead\r\n").await {
                    return;
                }
                let mut data = String::new();
                loop {
                    line.clear();
                    if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                        return;
                    }
                    if line == ".\r\n" {
                        break;
                    }
                    data.push_str(line.strip_prefix('.').unwrap_or(&line));
                }
                self.emails
                    .lock()
                    .unwrap()
                    .push(parse(std::mem::take(&mut to), &data));
                "250 OK\r\n"
            } else if command == "QUIT" {
                let _ = reply(&mut reader, "221 bye\r\n").await;
                return;
            } else {
                // MAIL FROM, RSET, NOOP, …
                if command.starts_with("RSET") || command.starts_with("MAIL") {
                    to.clear();
                }
                "250 OK\r\n"
            };
            if !reply(&mut reader, answer).await {
                return;
            }
        }
    }
}

/// Writes an SMTP reply; `false` when the client went away.
async fn reply(reader: &mut BufReader<tokio::net::TcpStream>, text: &str) -> bool {
    reader.get_mut().write_all(text.as_bytes()).await.is_ok()
}

/// Decodes a message: its headers, its base64 text and HTML parts, and its inline PNGs.
fn parse(to: Vec<String>, data: &str) -> Email {
    let (head, body) = data.split_once("\r\n\r\n").unwrap_or((data, ""));
    let mut headers: Vec<(String, String)> = Vec::new();
    for line in head.split("\r\n") {
        if line.starts_with([' ', '\t']) {
            // Unfolding removes the line break only.
            if let Some((_, value)) = headers.last_mut() {
                value.push_str(line);
            }
        } else if let Some((name, value)) = line.split_once(':') {
            headers.push((name.to_string(), value.trim().to_string()));
        }
    }
    let mut email = Email {
        to,
        headers,
        text: String::new(),
        html: String::new(),
        images: Vec::new(),
    };
    for part in body.split("\r\n--") {
        let Some((part_head, part_body)) = part.split_once("\r\n\r\n") else {
            continue;
        };
        let head = part_head.to_ascii_lowercase();
        if !head.contains("content-transfer-encoding: base64") {
            continue;
        }
        let encoded: String = part_body
            .lines()
            .take_while(|line| !line.starts_with("--"))
            .collect();
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(encoded.trim())
            .unwrap_or_default();
        if head.contains("image/png") {
            let id = part_head
                .split("\r\n")
                .find_map(|line| {
                    let (name, value) = line.split_once(':')?;
                    name.eq_ignore_ascii_case("content-id")
                        .then(|| value.trim())
                })
                .unwrap_or_default()
                .trim_matches(['<', '>'])
                .to_string();
            email.images.push((id, bytes));
            continue;
        }
        let decoded = String::from_utf8(bytes).unwrap();
        if head.contains("text/html") {
            email.html.push_str(&decoded);
        } else if head.contains("text/plain") {
            email.text.push_str(&decoded);
        }
    }
    email
}
