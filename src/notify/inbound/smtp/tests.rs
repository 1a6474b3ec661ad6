use super::*;

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

const DOMAIN: &str = "games.example.org";
/// How long a test waits for anything before failing.
const PATIENCE: Duration = Duration::from_secs(5);

fn settings() -> SmtpSettings {
    SmtpSettings {
        domain: DOMAIN.to_owned(),
        max_message_bytes: 1000,
        max_recipients: 2,
        max_connections: 10,
        messages_per_minute: 100,
        idle_timeout: Duration::from_secs(10),
        session_timeout: Duration::from_secs(60),
    }
}

/// A running server whose handler answers `delivery` and passes on what it got.
struct Server {
    port: u16,
    received: mpsc::UnboundedReceiver<Envelope>,
    stop: oneshot::Sender<()>,
    task: JoinHandle<()>,
}

async fn start(settings: SmtpSettings, delivery: Delivery) -> Server {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let mailboxes: Mailboxes = Arc::new(|address| address.starts_with("game-"));
    let (sender, received) = mpsc::unbounded_channel();
    let handler: Handler = Arc::new(move |envelope| {
        sender.send(envelope).unwrap();
        let delivery = delivery.clone();
        Box::pin(async move { delivery })
    });
    let (stop, stopped) = oneshot::channel::<()>();
    let shutdown = async {
        let _ = stopped.await;
    };
    let task = tokio::spawn(serve(listener, settings, mailboxes, handler, shutdown));
    Server {
        port,
        received,
        stop,
        task,
    }
}

impl Server {
    async fn next_envelope(&mut self) -> Envelope {
        timeout(PATIENCE, self.received.recv())
            .await
            .unwrap()
            .unwrap()
    }
}

/// A client speaking SMTP by hand.
struct Client {
    reader: BufReader<OwnedReadHalf>,
    writer: OwnedWriteHalf,
}

impl Client {
    /// Connects and returns the client with the server's first reply.
    async fn connect(port: u16) -> (Client, String) {
        let stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
        let (reader, writer) = stream.into_split();
        let mut client = Client {
            reader: BufReader::new(reader),
            writer,
        };
        let greeting = client.reply().await;
        (client, greeting)
    }

    /// Connects and says EHLO.
    async fn greeted(port: u16) -> Client {
        let (mut client, greeting) = Client::connect(port).await;
        assert_eq!(greeting, "220 games.example.org ESMTP");
        assert!(
            client
                .command("EHLO client.example.net")
                .await
                .starts_with("250-")
        );
        client
    }

    async fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).await.unwrap();
    }

    /// The next reply, its lines joined with `\n`.
    async fn reply(&mut self) -> String {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let read = timeout(PATIENCE, self.reader.read_line(&mut line));
            assert!(read.await.unwrap().unwrap() > 0, "connection closed");
            let line = line.strip_suffix("\r\n").unwrap().to_owned();
            let last = line.as_bytes().get(3) == Some(&b' ') || line.len() == 3;
            lines.push(line);
            if last {
                return lines.join("\n");
            }
        }
    }

    async fn command(&mut self, command: &str) -> String {
        self.send(format!("{command}\r\n").as_bytes()).await;
        self.reply().await
    }

    /// Sends each command in turn and checks the server's reply to it.
    async fn exchange(&mut self, steps: &[(&str, &str)]) {
        for (command, expected) in steps {
            assert_eq!(self.command(command).await, *expected, "{command}");
        }
    }

    /// Whether the server has closed the connection (after any reply already read).
    async fn closed(&mut self) -> bool {
        let mut rest = String::new();
        let read = timeout(PATIENCE, self.reader.read_line(&mut rest));
        read.await.unwrap().map_or(true, |n| n == 0)
    }
}

fn mailbox(text: &str) -> Mailbox {
    text.parse().unwrap()
}

fn transport(port: u16) -> AsyncSmtpTransport<Tokio1Executor> {
    AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
        .port(port)
        .build()
}

#[tokio::test]
async fn a_message_sent_with_lettre_reaches_the_handler_byte_for_byte() {
    let mut server = start(settings(), Delivery::Accepted).await;
    let message = Message::builder()
        .from(mailbox("Alice <alice@example.net>"))
        .to(mailbox("game-42@games.example.org"))
        .to(mailbox("game-43@GAMES.example.org"))
        .subject("Re: your turn")
        .body(String::from("play 5C\r\n.hidden\r\nend"))
        .unwrap();
    let response = transport(server.port).send(message.clone()).await.unwrap();
    assert_eq!(response.code().to_string(), "250");

    let envelope = server.next_envelope().await;
    assert_eq!(envelope.sender, "alice@example.net");
    assert_eq!(
        envelope.recipients,
        ["game-42@games.example.org", "game-43@GAMES.example.org"]
    );
    assert_eq!(envelope.peer, IpAddr::from([127, 0, 0, 1]));
    // lettre ends the data with CRLF . CRLF after the message, which adds a line end.
    let mut expected = message.formatted();
    expected.extend_from_slice(b"\r\n");
    assert_eq!(envelope.data, expected);
    assert!(
        envelope
            .data
            .ends_with(b"\r\n\r\nplay 5C\r\n.hidden\r\nend\r\n")
    );
}

#[tokio::test]
async fn a_bounce_from_the_null_sender_arrives_with_an_empty_sender() {
    let mut server = start(settings(), Delivery::Accepted).await;
    let envelope =
        lettre::address::Envelope::new(None, vec!["game-42@games.example.org".parse().unwrap()])
            .unwrap();
    let bounce = b"From: MAILER-DAEMON@example.net\r\nSubject: failure\r\n\r\nundeliverable\r\n";
    transport(server.port)
        .send_raw(&envelope, bounce)
        .await
        .unwrap();

    let received = server.next_envelope().await;
    assert_eq!(received.sender, "");
    assert_eq!(received.recipients, ["game-42@games.example.org"]);
    assert!(received.data.starts_with(bounce));
}

#[tokio::test]
async fn ehlo_announces_the_extensions_and_other_commands_get_their_codes() {
    let server = start(settings(), Delivery::Accepted).await;
    let (mut client, greeting) = Client::connect(server.port).await;
    assert_eq!(greeting, "220 games.example.org ESMTP");
    client
        .exchange(&[
        ("ehlo client.example.net", "250-games.example.org\n250-SIZE 1000\n250-8BITMIME\n250-SMTPUTF8\n250-PIPELINING\n250 ENHANCEDSTATUSCODES"),
        ("HELO client.example.net", "250 games.example.org"),
        ("EHLO", "501 5.5.4 syntax error in parameters"),
        ("NoOp", "250 2.0.0 OK"),
        ("VRFY game-42", "252 2.5.0 cannot verify, send some mail"),
        ])
        .await;
    assert!(client.command("HELP").await.starts_with("214 2.0.0 "));
    assert_eq!(client.command("RSET").await, "250 2.0.0 OK");
    for unoffered in [
        "STARTTLS",
        "AUTH PLAIN AGxvZ2lu",
        "BDAT 10 LAST",
        "EXPN list",
    ] {
        assert_eq!(
            client.command(unoffered).await,
            "502 5.5.1 command not implemented"
        );
    }
    client
        .exchange(&[
            ("GET / HTTP/1.1", "500 5.5.2 command unrecognized"),
            ("", "500 5.5.2 command unrecognized"),
        ])
        .await;
    client.send(b"NOOP \xff\r\n").await;
    assert_eq!(client.reply().await, "500 5.5.2 command unrecognized");
    assert_eq!(
        client.command("QUIT").await,
        "221 2.0.0 games.example.org closing"
    );
    assert!(client.closed().await);
}

#[tokio::test]
async fn commands_out_of_sequence_are_answered_503() {
    let server = start(settings(), Delivery::Accepted).await;
    let (mut client, _) = Client::connect(server.port).await;
    client
        .exchange(&[
            (
                "MAIL FROM:<a@example.net>",
                "503 5.5.1 send EHLO or HELO first",
            ),
            ("HELO client.example.net", "250 games.example.org"),
            (
                "RCPT TO:<game-42@games.example.org>",
                "503 5.5.1 need MAIL first",
            ),
            ("DATA", "503 5.5.1 need MAIL first"),
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("MAIL FROM:<a@example.net>", "503 5.5.1 MAIL already given"),
            ("DATA", "503 5.5.1 need RCPT first"),
            ("RCPT TO:<game-42@games.example.org>", "250 2.1.5 OK"),
            ("RSET", "250 2.0.0 OK"),
            ("DATA", "503 5.5.1 need MAIL first"),
        ])
        .await;
}

#[tokio::test]
async fn mail_to_another_domain_is_refused_as_relaying() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    assert_eq!(
        client.command("MAIL FROM:<a@example.net>").await,
        "250 2.1.0 OK"
    );
    for elsewhere in [
        "RCPT TO:<game-42@example.net>",
        "RCPT TO:<game-42@games.example.org.evil.net>",
        "RCPT TO:<game-42@sub.games.example.org>",
        "RCPT TO:<game-42@[127.0.0.1]>",
        "RCPT TO:<game-42%example.net@example.net>",
    ] {
        assert_eq!(client.command(elsewhere).await, "550 5.7.1 relaying denied");
    }
    assert_eq!(
        client.command("rcpt to:<game-42@Games.Example.Org.>").await,
        "250 2.1.5 OK"
    );
}

#[tokio::test]
async fn malformed_addresses_and_source_routes_are_refused() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            (
                "MAIL FROM:a@example.net",
                "501 5.5.4 syntax error in parameters",
            ),
            ("MAIL FROM:<nobody>", "501 5.1.7 bad sender address"),
            (
                "MAIL FROM:<a@example.net> FOO=1",
                "555 5.5.4 parameter not recognized",
            ),
            (
                "MAIL FROM:<a@example.net> BODY=BINARYMIME",
                "501 5.5.4 syntax error in parameters",
            ),
            (
                "MAIL FROM: <a@example.net> SIZE=100 BODY=8BITMIME SMTPUTF8",
                "250 2.1.0 OK",
            ),
            (
                "RCPT TO:<@relay.example.net,@games.example.org:game-42@games.example.org>",
                "501 5.1.3 bad recipient address",
            ),
        ])
        .await;
    let long = format!("RCPT TO:<game-{}@games.example.org>", "4".repeat(240));
    client
        .exchange(&[
            (&long, "501 5.1.3 bad recipient address"),
            (
                "RCPT TO:<games.example.org>",
                "501 5.1.3 bad recipient address",
            ),
            (
                "RCPT TO:<game-42@games.example.org> NOTIFY=NEVER",
                "555 5.5.4 parameter not recognized",
            ),
        ])
        .await;
}

#[tokio::test]
async fn an_unknown_local_part_is_answered_550_5_1_1() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            (
                "RCPT TO:<postmistress@games.example.org>",
                "550 5.1.1 no such mailbox",
            ),
        ])
        .await;
}

#[tokio::test]
async fn recipients_beyond_the_limit_are_answered_452() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RCPT TO:<game-1@games.example.org>", "250 2.1.5 OK"),
            ("RCPT TO:<game-2@games.example.org>", "250 2.1.5 OK"),
            (
                "RCPT TO:<game-3@games.example.org>",
                "452 4.5.3 too many recipients",
            ),
        ])
        .await;
}

#[tokio::test]
async fn pipelined_raw_data_with_bare_line_feeds_is_unstuffed_and_stored_with_crlf() {
    let mut server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .send(b"MAIL FROM:<a@example.net>\r\nRCPT TO:<game-42@games.example.org>\r\nDATA\r\n")
        .await;
    assert_eq!(client.reply().await, "250 2.1.0 OK");
    assert_eq!(client.reply().await, "250 2.1.5 OK");
    assert_eq!(client.reply().await, "354 end data with <CR><LF>.<CR><LF>");
    client
        .send("Subject: move\nplay 5C\r\n..hidden\n...\n\nタワーを2株買う\n.\n".as_bytes())
        .await;
    assert_eq!(client.reply().await, "250 2.0.0 OK");
    let envelope = server.next_envelope().await;
    assert_eq!(
        envelope.data,
        "Subject: move\r\nplay 5C\r\n.hidden\r\n..\r\n\r\nタワーを2株買う\r\n".as_bytes()
    );
    // The transaction is over: a new one needs MAIL again.
    assert_eq!(
        client.command("RCPT TO:<game-42@games.example.org>").await,
        "503 5.5.1 need MAIL first"
    );
}

#[tokio::test]
async fn an_oversized_message_is_refused_and_the_connection_stays_usable() {
    let mut server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RCPT TO:<game-42@games.example.org>", "250 2.1.5 OK"),
            ("DATA", "354 end data with <CR><LF>.<CR><LF>"),
        ])
        .await;
    let line = format!("{}\r\n", "x".repeat(98));
    client.send(line.repeat(15).as_bytes()).await;
    // One line far longer than the limit, too.
    client
        .send(format!("{}\r\n.\r\n", "y".repeat(5000)).as_bytes())
        .await;
    assert_eq!(client.reply().await, "552 5.3.4 message too big");

    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RCPT TO:<game-42@games.example.org>", "250 2.1.5 OK"),
            ("DATA", "354 end data with <CR><LF>.<CR><LF>"),
        ])
        .await;
    // Exactly the limit: ten lines of 100 bytes with their CRLF.
    client.send(line.repeat(10).as_bytes()).await;
    assert_eq!(client.command(".").await, "250 2.0.0 OK");
    let envelope = server.next_envelope().await;
    assert_eq!(envelope.data, line.repeat(10).as_bytes());
    assert!(server.received.try_recv().is_err());
}

#[tokio::test]
async fn a_size_parameter_over_the_limit_is_refused() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            (
                "MAIL FROM:<a@example.net> SIZE=1001",
                "552 5.3.4 message too big",
            ),
            (
                "MAIL FROM:<a@example.net> SIZE=99999999999999999999999",
                "501 5.5.4 syntax error in parameters",
            ),
            ("MAIL FROM:<a@example.net> size=1000", "250 2.1.0 OK"),
        ])
        .await;
}

#[tokio::test]
async fn a_command_line_over_1000_bytes_is_answered_500_and_discarded() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    let long = format!("NOOP {}", "z".repeat(993));
    assert_eq!(long.len() + 2, 1000);
    assert_eq!(client.command(&long).await, "250 2.0.0 OK");
    let too_long = format!("NOOP {}", "z".repeat(20_000));
    client
        .exchange(&[
            (&too_long, "500 5.5.2 line too long"),
            ("NOOP", "250 2.0.0 OK"),
        ])
        .await;
}

#[tokio::test]
async fn the_third_message_in_a_minute_is_rate_limited_at_mail_from() {
    let server = start(
        SmtpSettings {
            messages_per_minute: 2,
            ..settings()
        },
        Delivery::Accepted,
    )
    .await;
    let mut client = Client::greeted(server.port).await;
    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RSET", "250 2.0.0 OK"),
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RSET", "250 2.0.0 OK"),
            (
                "MAIL FROM:<a@example.net>",
                "450 4.7.1 too many messages, try later",
            ),
        ])
        .await;
    // The limit is per address, not per connection.
    let mut other = Client::greeted(server.port).await;
    assert_eq!(
        other.command("MAIL FROM:<b@example.net>").await,
        "450 4.7.1 too many messages, try later"
    );
}

/// Sends one raw message and returns the answer to its end.
async fn deliver(client: &mut Client) -> String {
    client
        .exchange(&[
            ("MAIL FROM:<a@example.net>", "250 2.1.0 OK"),
            ("RCPT TO:<game-42@games.example.org>", "250 2.1.5 OK"),
            ("DATA", "354 end data with <CR><LF>.<CR><LF>"),
        ])
        .await;
    client.command("Subject: hi\r\n\r\nend\r\n.").await
}

#[tokio::test]
async fn refused_and_later_deliveries_are_answered_554_and_451_with_the_handler_text() {
    let refused = Delivery::Refused("unknown game\r\n250 fake".to_owned());
    let server = start(settings(), refused).await;
    let mut client = Client::greeted(server.port).await;
    assert_eq!(
        deliver(&mut client).await,
        "554 5.7.0 unknown game  250 fake"
    );
    assert_eq!(client.command("NOOP").await, "250 2.0.0 OK");

    let server = start(settings(), Delivery::Later("database busy".to_owned())).await;
    let mut client = Client::greeted(server.port).await;
    assert_eq!(deliver(&mut client).await, "451 4.3.0 database busy");
}

#[tokio::test]
async fn an_idle_client_is_closed_with_421() {
    let server = start(
        SmtpSettings {
            idle_timeout: Duration::from_millis(200),
            ..settings()
        },
        Delivery::Accepted,
    )
    .await;
    let mut client = Client::greeted(server.port).await;
    assert_eq!(client.reply().await, "421 4.4.2 timeout");
    assert!(client.closed().await);
}

#[tokio::test]
async fn a_session_over_its_time_is_closed_with_421_even_when_busy() {
    let server = start(
        SmtpSettings {
            session_timeout: Duration::from_millis(300),
            ..settings()
        },
        Delivery::Accepted,
    )
    .await;
    let mut client = Client::greeted(server.port).await;
    let started = Instant::now();
    // Commands sent a batch ahead, so that the server always has the next one waiting.
    let batch = "NOOP\r\n".repeat(20);
    client.send(batch.as_bytes()).await;
    let mut reply = String::new();
    'flood: while started.elapsed() < PATIENCE {
        // Once the server has closed, this may fail; the replies it sent are still read.
        let _ = client.writer.write_all(batch.as_bytes()).await;
        for _ in 0..20 {
            reply = client.reply().await;
            if reply != "250 2.0.0 OK" {
                break 'flood;
            }
        }
    }
    assert_eq!(reply, "421 4.4.2 timeout");
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[tokio::test]
async fn connections_over_the_limit_are_answered_421_busy() {
    let server = start(
        SmtpSettings {
            max_connections: 1,
            ..settings()
        },
        Delivery::Accepted,
    )
    .await;
    let mut first = Client::greeted(server.port).await;
    let (mut second, reply) = Client::connect(server.port).await;
    assert_eq!(reply, "421 4.3.2 busy");
    assert!(second.closed().await);

    assert_eq!(
        first.command("QUIT").await,
        "221 2.0.0 games.example.org closing"
    );
    assert!(first.closed().await);
    // The place is free again once the first session has wound up.
    let mut greeting = String::new();
    for _ in 0..50 {
        greeting = Client::connect(server.port).await.1;
        if greeting != "421 4.3.2 busy" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(greeting, "220 games.example.org ESMTP");
}

#[tokio::test]
async fn shutdown_makes_serve_return_and_open_sessions_end_at_their_next_command() {
    let server = start(settings(), Delivery::Accepted).await;
    let mut client = Client::greeted(server.port).await;
    server.stop.send(()).unwrap();
    timeout(PATIENCE, server.task).await.unwrap().unwrap();

    assert!(
        TcpStream::connect(("127.0.0.1", server.port))
            .await
            .is_err()
    );
    assert_eq!(client.command("NOOP").await, "421 4.3.2 shutting down");
    assert!(client.closed().await);
}

#[tokio::test]
async fn a_bounded_line_read_keeps_at_most_the_limit() {
    let mut input: &[u8] = b"12345\r\n123456\r\n12\nabc";
    let line = read_bounded_line(&mut input, 7).await;
    assert!(matches!(line, Ok(Line::Complete(line)) if line == b"12345\r\n"));
    assert!(matches!(
        read_bounded_line(&mut input, 7).await,
        Ok(Line::TooLong)
    ));
    let line = read_bounded_line(&mut input, 7).await;
    assert!(matches!(line, Ok(Line::Complete(line)) if line == b"12\n"));
    assert!(matches!(
        read_bounded_line(&mut input, 7).await,
        Err(Ended::Closed)
    ));
}

#[test]
fn handler_text_loses_line_breaks_and_is_cut_to_fit_a_reply_line() {
    assert_eq!(one_line("a\r\nb\tc"), "a  b c");
    assert_eq!(one_line(&"é".repeat(300)), "é".repeat(200));
}

#[test]
fn ipv6_clients_are_counted_by_their_64_bit_network() {
    let peer: IpAddr = "2001:db8:1:2:3:4:5:6".parse().unwrap();
    assert_eq!(rate_key(peer), "2001:db8:1:2::".parse::<IpAddr>().unwrap());
    let peer: IpAddr = "192.0.2.7".parse().unwrap();
    assert_eq!(rate_key(peer), peer);
}
