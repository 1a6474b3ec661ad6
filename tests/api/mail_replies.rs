//! Playing by email: turn emails answered with moves, through the SMTP listener (a real
//! SMTP client) and through the HTTP hand-over, quoted the ways common mail clients quote;
//! every reply answered; and the replies that must not be carried out (another sender, a
//! replayed Message-ID, an auto-reply, a replaced address, too many) are not.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use hotel_games::config::{EmailConfig, ReplyConfig};
use hotel_games::games::REGISTRY;
use hotel_games::i18n::{self, Language};
use lettre::address::Envelope;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::acquire_games::Chooser;
use crate::email::subscribe;
use crate::for_both_backends;
use crate::receivers::{Email, PATIENCE, SmtpSink};
use crate::support::{Backend, TestApp, fresh_database, problem};

for_both_backends!(
    a_whole_acquire_game_is_played_by_replies_through_smtp_and_http,
    a_whole_monopoly_game_with_an_auction_and_a_trade_is_played_by_replies,
    a_capsule_purchase_and_a_grand_austria_turn_are_played_by_email,
    replies_that_must_not_be_carried_out_are_not
);

const DOMAIN: &str = "games.example.org";
const SECRET: &str = "inbound-secret-for-the-tests";

/// A server sending email to `sink` and taking replies by SMTP and over HTTP.
async fn replying_app(backend: Backend, sink: &SmtpSink, per_hour: u32) -> TestApp {
    let email = EmailConfig {
        replies: Some(ReplyConfig {
            domain: DOMAIN.into(),
            smtp_bind: Some("127.0.0.1:0".into()),
            http_token: Some(SECRET.into()),
            max_message_bytes: 1 << 20,
            per_player_per_hour: per_hour,
            smtp_per_minute: 100_000,
        }),
        ..sink.email_config()
    };
    TestApp::spawn_with(fresh_database(backend).await, move |config| {
        config.notify_poll = Duration::from_millis(100);
        config.email = Some(email);
    })
    .await
}

/// A seated player with a confirmed address.
struct Player {
    token: String,
    address: String,
}

/// A game of `kind` (created with `fields`) whose players all confirmed an address before it
/// started.
async fn mail_table(
    app: &TestApp,
    sink: &SmtpSink,
    kind: &str,
    seats: usize,
    fields: Value,
) -> (String, Vec<Player>) {
    let mut players = Vec::new();
    for seat in 0..seats {
        let name = format!("p{seat}{}", &uuid::Uuid::new_v4().simple().to_string()[..6]);
        let token = app.register(&name).await;
        let address = format!("{name}@example.org");
        subscribe(app, sink, &token, &address, json!({})).await;
        players.push(Player { token, address });
    }
    let game = app
        .create_game_with(&players[0].token, kind, seats, fields)
        .await;
    let id = game["id"].as_str().unwrap().to_string();
    for player in &players[1..] {
        app.join(&player.token, &id).await;
    }
    let game = app
        .get_json(&players[0].token, &format!("/v1/games/{id}"))
        .await;
    assert_eq!(game["status"], "active");
    (id, players)
}

/// How a message reaches the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Way {
    /// To the SMTP listener, with an SMTP client.
    Smtp,
    /// Handed over to `POST /v1/mail/inbound` as a mail server would.
    Http,
}

/// The way the `n`-th reply of a game goes: SMTP and HTTP in turn.
fn way(n: usize) -> Way {
    if n.is_multiple_of(2) {
        Way::Smtp
    } else {
        Way::Http
    }
}

/// Hands `raw` over from `sender` to `recipient`; over HTTP, what the server made of it.
async fn hand_over(app: &TestApp, way: Way, sender: &str, recipient: &str, raw: &str) -> String {
    match way {
        Way::Smtp => {
            let transport = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous("127.0.0.1")
                .port(app.smtp_port.expect("the SMTP listener listens"))
                .build();
            let from = (!sender.is_empty()).then(|| sender.parse().unwrap());
            let envelope = Envelope::new(from, vec![recipient.parse().unwrap()]).unwrap();
            transport
                .send_raw(&envelope, raw.as_bytes())
                .await
                .map(|_| "taken".to_string())
                .unwrap_or_else(|error| format!("refused: {error}"))
        }
        Way::Http => {
            let response = app
                .client
                .post(app.url("/v1/mail/inbound"))
                .query(&[("sender", sender), ("recipient", recipient)])
                .bearer_auth(SECRET)
                .header("content-type", "message/rfc822")
                .body(raw.to_string())
                .send()
                .await
                .unwrap();
            assert_eq!(response.status(), StatusCode::OK);
            let body: Value = response.json().await.unwrap();
            body["outcome"].as_str().unwrap().to_string()
        }
    }
}

/// The ways mail clients write a reply above (or around) the email they answer.
#[derive(Clone, Copy, Debug)]
enum Client {
    Gmail,
    GmailJapanese,
    GmailChinese,
    Outlook,
    OutlookJapanese,
    AppleMailJapanese,
    Thunderbird,
    HtmlOnly,
    Flowed,
}

const CLIENTS: [Client; 9] = [
    Client::Gmail,
    Client::GmailJapanese,
    Client::GmailChinese,
    Client::Outlook,
    Client::OutlookJapanese,
    Client::AppleMailJapanese,
    Client::Thunderbird,
    Client::HtmlOnly,
    Client::Flowed,
];

/// A reply from `from` to `email` (or, without one, a new message to `to`) whose written
/// lines are `lines`, quoting the email the way `client` does.
fn reply(
    to: &str,
    email: Option<&Email>,
    from: &str,
    lines: &[&str],
    client: Client,
    message_id: &str,
) -> String {
    let quoted: String = email
        .map(|email| {
            email
                .text
                .lines()
                .map(|line| format!("> {line}\r\n"))
                .collect()
        })
        .unwrap_or_default();
    let original = email
        .map(|email| email.text.replace('\n', "\r\n"))
        .unwrap_or_default();
    let written = lines.join("\r\n");
    let (content_type, body) = match client {
        Client::Gmail => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\nOn Sun, Dec 6, 2026 at 2:00 PM Hotel games <\r\ngames@example.org> wrote:\r\n\r\n{quoted}"
            ),
        ),
        Client::GmailJapanese => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\n2026年12月6日(日) 14:00 Hotel games <games@example.org>:\r\n\r\n{quoted}"
            ),
        ),
        Client::GmailChinese => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\nHotel games <games@example.org> 於 2026年12月6日 週日 下午2:00寫道：\r\n\r\n{quoted}"
            ),
        ),
        Client::Outlook => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\n________________________________\r\nFrom: Hotel games <games@example.org>\r\nSent: Sunday, December 6, 2026 2:00 PM\r\nTo: {from}\r\nSubject: Your move\r\n\r\n{original}"
            ),
        ),
        Client::OutlookJapanese => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\n差出人: Hotel games <games@example.org>\r\n送信日時: 2026年12月6日 14:00\r\n宛先: {from}\r\n件名: あなたの番です\r\n\r\n{original}"
            ),
        ),
        Client::AppleMailJapanese => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\niPhoneから送信\r\n\r\n2026/12/06 14:00、Hotel games <games@example.org>のメール:\r\n\r\n{quoted}"
            ),
        ),
        Client::Thunderbird => (
            "text/plain; charset=UTF-8",
            format!(
                "{written}\r\n\r\n-- \r\nSent with love\r\n\r\nOn 12/6/26 14:00, Hotel games wrote:\r\n{quoted}"
            ),
        ),
        Client::HtmlOnly => (
            "text/html; charset=UTF-8",
            format!(
                "<div dir=\"ltr\">{}</div><br><div class=\"gmail_quote\"><div class=\"gmail_attr\">On Sun, Dec 6, 2026 wrote:</div><blockquote class=\"gmail_quote\">{}</blockquote></div>",
                lines.join("<br>"),
                html_escape(&original)
            ),
        ),
        Client::Flowed => (
            "text/plain; charset=UTF-8; format=flowed",
            format!("{written}\r\n\r\nOn 12/6/26 14:00, Hotel games wrote:\r\n{quoted}"),
        ),
    };
    let subject = email.map_or("Moves", |email| email.subject());
    let subject = subject.strip_prefix("Re: ").unwrap_or(subject);
    let in_reply_to = email
        .and_then(|email| email.header("message-id"))
        .map(|id| format!("In-Reply-To: {id}\r\nReferences: {id}\r\n"))
        .unwrap_or_default();
    format!(
        "From: Player <{from}>\r\nTo: {to}\r\nSubject: Re: {subject}\r\nMessage-ID: <{message_id}>\r\n{in_reply_to}MIME-Version: 1.0\r\nContent-Type: {content_type}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{body}"
    )
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('\n', "<br>")
}

/// Waits for an email to `address` that `wanted` picks; returns the newest such.
async fn wait_for_email(sink: &SmtpSink, address: &str, wanted: impl Fn(&Email) -> bool) -> Email {
    let started = Instant::now();
    loop {
        if let Some(email) = sink
            .to(address)
            .into_iter()
            .rev()
            .find(|email| wanted(email))
        {
            return email;
        }
        assert!(
            started.elapsed() < PATIENCE,
            "no such email to {address}; it has {:?}",
            sink.to(address)
                .iter()
                .map(|email| email.subject().to_string())
                .collect::<Vec<_>>()
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The answer to the message `message_id`.
async fn answer_to(sink: &SmtpSink, address: &str, message_id: &str) -> Email {
    let id = format!("<{message_id}>");
    wait_for_email(sink, address, |email| {
        email.header("in-reply-to") == Some(id.as_str())
    })
    .await
}

/// One game's replies so far: the emails they answered and how many there were.
#[derive(Default)]
struct Replies {
    answered: BTreeSet<String>,
    sent: usize,
}

impl Replies {
    /// The email to `address` about the game awaiting it at `version` that no reply
    /// answered.
    async fn turn_email(&self, sink: &SmtpSink, address: &str, version: i64) -> Email {
        let awaited = format!("Awaited at move {version}:");
        wait_for_email(sink, address, |email| {
            email.text.contains(&awaited) && !self.answered(email)
        })
        .await
    }

    /// The newest email to `address` about the game that no reply answered, however many
    /// moves ago: where several seats decide at once, the others' moves come after it.
    async fn unanswered_email(&self, sink: &SmtpSink, address: &str) -> Email {
        wait_for_email(sink, address, |email| {
            email.text.contains("Awaited at move ") && !self.answered(email)
        })
        .await
    }

    fn answered(&self, email: &Email) -> bool {
        self.answered
            .contains(email.header("message-id").unwrap_or_default())
    }

    /// Plays `lines` for `player` of game `game` by answering `email` (SMTP and HTTP, and
    /// the clients' ways of quoting, in turn); checks the answer says they were carried out
    /// and returns it.
    async fn send(
        &mut self,
        app: &TestApp,
        sink: &SmtpSink,
        game: &str,
        player: &Player,
        email: &Email,
        lines: &[&str],
    ) -> Email {
        let n = self.sent;
        let client = CLIENTS[n % CLIENTS.len()];
        let message_id = format!("{game}-{n}@example.org");
        let to = email
            .header("reply-to")
            .expect("a turn email names a reply address");
        let to = to.trim_matches(['<', '>']).to_string();
        let raw = reply(
            &to,
            Some(email),
            &player.address,
            lines,
            client,
            &message_id,
        );
        let outcome = hand_over(app, way(n), &player.address, &to, &raw).await;
        assert!(
            matches!(outcome.as_str(), "taken" | "accepted"),
            "{outcome}: {lines:?}"
        );
        let answer = answer_to(sink, &player.address, &message_id).await;
        assert!(
            answer.text.contains("was carried out:"),
            "{client:?} {lines:?}: {}",
            answer.text
        );
        assert_eq!(answer.header("auto-submitted"), Some("auto-replied"));
        let id = email
            .header("message-id")
            .expect("emails carry a Message-ID");
        self.answered.insert(id.to_string());
        self.sent += 1;
        answer
    }
}

/// The awaited seat's legal moves as text, in English: (command types, texts).
async fn legal_texts(app: &TestApp, token: &str, id: &str) -> Vec<(String, String)> {
    expanded_texts(app, token, id, "").await
}

/// [`legal_texts`] with a template expanded (`&expand=…`).
async fn expanded_texts(
    app: &TestApp,
    token: &str,
    id: &str,
    expand: &str,
) -> Vec<(String, String)> {
    let mut response = app
        .get(
            token,
            &format!("/v1/games/{id}/legal-moves?lang=en{expand}"),
        )
        .await;
    if response.status() == StatusCode::CONFLICT {
        // The template is not offered now.
        response = app
            .get(token, &format!("/v1/games/{id}/legal-moves?lang=en"))
            .await;
    }
    assert_eq!(response.status(), StatusCode::OK);
    let legal: Value = response.json().await.unwrap();
    legal["commands"]
        .as_array()
        .unwrap()
        .iter()
        .zip(legal["texts"].as_array().unwrap())
        .map(|(command, text)| {
            (
                command["type"].as_str().unwrap().to_string(),
                text.as_str().unwrap().to_string(),
            )
        })
        .collect()
}

async fn a_whole_acquire_game_is_played_by_replies_through_smtp_and_http(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = replying_app(backend, &sink, 100_000).await;
    let (id, players) = mail_table(&app, &sink, "acquire", 3, json!({})).await;
    let mut chooser = Chooser(17);
    let mut replies = Replies::default();
    let mut greetings = 0;
    let mut timings = Vec::new();
    loop {
        let game = app
            .get_json(&players[0].token, &format!("/v1/games/{id}"))
            .await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        let seat = game["awaited"][0].as_u64().unwrap() as usize;
        let version = game["version"].as_i64().unwrap();
        let player = &players[seat];
        let email = replies.turn_email(&sink, &player.address, version).await;
        // The email lists the moves the seat may make (in part when there are many).
        let legal = legal_texts(&app, &player.token, &id).await;
        assert!(
            legal
                .iter()
                .any(|(_, text)| email.text.contains(text.as_str())),
            "{}",
            email.text
        );
        let candidates: Vec<&(String, String)> =
            legal.iter().filter(|(kind, _)| kind != "resign").collect();
        let (_, text) = candidates
            .iter()
            .find(|(kind, _)| kind == "declare_game_end")
            .copied()
            .unwrap_or_else(|| candidates[chooser.pick(candidates.len())]);
        // Every fifth reply also greets the table: several lines, carried out in order.
        let greeting = format!("say move {} coming", replies.sent);
        let lines: Vec<&str> = if replies.sent.is_multiple_of(5) {
            vec![text.as_str(), greeting.as_str()]
        } else {
            vec![text.as_str()]
        };
        let started = Instant::now();
        let answer = replies
            .send(&app, &sink, "acquire", player, &email, &lines)
            .await;
        if lines.len() == 2 {
            assert!(
                answer.text.contains("posted to the table"),
                "{}",
                answer.text
            );
            greetings += 1;
        }
        timings.push(started.elapsed());
        assert!(replies.sent < 2000, "the game ends");
    }
    // Every move of the game came by email.
    let log = app
        .get_json(&players[0].token, &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let moves = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| !entry["seat"].is_null())
        .count();
    let replies = replies.sent;
    assert_eq!(moves, replies);
    let talk = app
        .get_json(
            &players[0].token,
            &format!("/v1/games/{id}/messages?limit=200"),
        )
        .await;
    assert_eq!(talk["messages"].as_array().unwrap().len(), greetings);
    timings.sort();
    let turn_emails = players
        .iter()
        .flat_map(|player| sink.to(&player.address))
        .filter(|email| email.subject().starts_with("Your move"))
        .count();
    println!(
        "acquire by email ({backend:?}): {replies} replies (decisions), {turn_emails} turn emails; \
         reply to answer p50 {:?}, p99 {:?}",
        timings[timings.len() / 2],
        timings[timings.len() * 99 / 100]
    );
}

async fn a_whole_monopoly_game_with_an_auction_and_a_trade_is_played_by_replies(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = replying_app(backend, &sink, 100_000).await;
    let (id, players) = mail_table(
        &app,
        &sink,
        "monopoly",
        2,
        json!({"config": {"end_condition": {"type": "round_limit", "rounds": 10}}}),
    )
    .await;
    let names: Vec<String> = {
        let game = app
            .get_json(&players[0].token, &format!("/v1/games/{id}"))
            .await;
        game["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|player| player["username"].as_str().unwrap().to_string())
            .collect()
    };
    let mut chooser = Chooser(5);
    let (mut auctioned, mut offered, mut traded) = (false, false, false);
    let mut proposer: Option<usize> = None;
    let mut replies = Replies::default();
    loop {
        let game = app
            .get_json(&players[0].token, &format!("/v1/games/{id}"))
            .await;
        if game["status"] != "active" {
            assert_eq!(game["status"], "finished");
            break;
        }
        let awaited: Vec<usize> = game["awaited"]
            .as_array()
            .unwrap()
            .iter()
            .map(|seat| seat.as_u64().unwrap() as usize)
            .collect();
        // An offer that went stale (a party's cash or deeds changed) is voided: offer again.
        if offered && !traded {
            let view = app
                .get_json(&players[0].token, &format!("/v1/games/{id}/view"))
                .await;
            if view["view"]["trades"].as_array().is_some_and(Vec::is_empty) {
                offered = false;
                proposer = None;
            }
        }
        // The other player answers an open offer first.
        let seat = match proposer {
            Some(proposer) if !traded && awaited.contains(&(1 - proposer)) => 1 - proposer,
            _ => awaited[0],
        };

        let player = &players[seat];
        let email = replies.unanswered_email(&sink, &player.address).await;
        let legal = legal_texts(&app, &player.token, &id).await;
        let has = |kind: &str| {
            legal
                .iter()
                .find(|(k, _)| k == kind)
                .map(|(_, t)| t.clone())
        };
        let text = if let Some(accept) = has("accept_trade").filter(|_| offered) {
            traded = true;
            accept
        } else if let Some(decline) = has("decline_property").filter(|_| !auctioned) {
            decline
        } else if let Some(bid) = has("bid") {
            auctioned = true;
            // The first bidder bids; whoever is asked again passes.
            has("pass_bid").filter(|_| seat == 1).unwrap_or(bid)
        } else if let (Some(_), false) = (has("propose_trade"), offered) {
            // Offer the other player cash for nothing they own but a little of their cash
            // back, once a seat owns a deed: the first deed of the view's owned list.
            let view = app
                .get_json(&player.token, &format!("/v1/games/{id}/view"))
                .await;
            match owned_deed(&view, seat) {
                Some(deed) => {
                    offered = true;
                    proposer = Some(seat);
                    let offer = json!({
                        "type": "propose_trade",
                        "to": 1 - seat,
                        "give": {"squares": [deed]},
                        "take": {"cash": 1},
                    });
                    let monopoly = *REGISTRY
                        .iter()
                        .find(|kind| kind.kind() == "monopoly")
                        .unwrap();
                    i18n::command_text(monopoly, Language::En, &offer, &names).unwrap()
                }
                None => pick(&legal, &mut chooser),
            }
        } else {
            pick(&legal, &mut chooser)
        };
        replies
            .send(&app, &sink, "monopoly", player, &email, &[text.as_str()])
            .await;
        assert!(
            replies.sent < 1000,
            "the game ends at its round limit (auctioned {auctioned}, offered {offered})"
        );
    }
    assert!(auctioned, "a deed was auctioned");
    assert!(
        offered && traded,
        "a trade was offered and accepted by email"
    );
    let log = app
        .get_json(&players[0].token, &format!("/v1/games/{id}/log?limit=1000"))
        .await;
    let kinds: Vec<&str> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|entry| entry["command_type"].as_str())
        .collect();
    for kind in ["decline_property", "bid", "propose_trade", "accept_trade"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
}

/// The board index of a deed `seat` owns.
fn owned_deed(view: &Value, seat: usize) -> Option<u64> {
    let squares = view["view"]["squares"].as_array()?;
    squares.iter().find_map(|square| {
        (square["owner"].as_u64() == Some(seat as u64)).then(|| square["index"].as_u64())?
    })
}

/// A legal move other than resigning, trading or changing one's deeds (which would void an
/// open offer).
fn pick(legal: &[(String, String)], chooser: &mut Chooser) -> String {
    let candidates: Vec<&(String, String)> = legal
        .iter()
        .filter(|(kind, _)| {
            !matches!(
                kind.as_str(),
                "resign"
                    | "propose_trade"
                    | "accept_trade"
                    | "reject_trade"
                    | "cancel_trade"
                    | "mortgage"
                    | "unmortgage"
                    | "build"
                    | "sell_buildings"
            )
        })
        .collect();
    candidates[chooser.pick(candidates.len())].1.clone()
}

async fn a_capsule_purchase_and_a_grand_austria_turn_are_played_by_email(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = replying_app(backend, &sink, 100_000).await;
    // The purchase in Tokyo Capsule Hotel; in Grand Austria Hotel, a whole turn: a die
    // taken and everything after it until another player is awaited.
    for (kind, seats, wanted) in [
        ("tokyo_capsule_hotel", 3, "purchase"),
        ("grand_austria_hotel", 2, "take_die"),
    ] {
        // Grand Austria Hotel runs with a move clock: the turn emails say when moves are due.
        let fields = if kind == "grand_austria_hotel" {
            json!({"clock": {"per_move": "P3D", "on_timeout": "skip"}})
        } else {
            json!({})
        };
        let (id, players) = mail_table(&app, &sink, kind, seats, fields).await;
        let mut chooser = Chooser(3);
        let mut replies = Replies::default();
        let mut mover: Option<usize> = None;
        let mut last = None;
        let done = loop {
            let game = app
                .get_json(&players[0].token, &format!("/v1/games/{id}"))
                .await;
            let awaited: Vec<usize> = game["awaited"]
                .as_array()
                .unwrap()
                .iter()
                .map(|seat| seat.as_u64().unwrap() as usize)
                .collect();
            if let (Some(seat), Some(answer)) = (mover, last.take())
                && (kind == "tokyo_capsule_hotel" || !awaited.contains(&seat))
            {
                break answer;
            }
            let Some(&first) = awaited.first() else {
                // The server moves (a roll, a timer): look again.
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            };
            let seat = mover.filter(|seat| awaited.contains(seat)).unwrap_or(first);
            let player = &players[seat];
            let email = replies.unanswered_email(&sink, &player.address).await;
            if kind == "grand_austria_hotel" {
                assert!(
                    email.text.contains("Your move is due by "),
                    "{}",
                    email.text
                );
            }
            let expand = if kind == "tokyo_capsule_hotel" {
                "&expand=purchase"
            } else {
                ""
            };
            let legal = expanded_texts(&app, &player.token, &id, expand).await;
            let text = legal
                .iter()
                .find(|(k, _)| k == wanted && mover.is_none())
                .map(|(_, t)| t.clone())
                .unwrap_or_else(|| pick(&legal, &mut chooser));
            let answer = replies
                .send(&app, &sink, kind, player, &email, &[text.as_str()])
                .await;
            if mover.is_none() && legal.iter().any(|(k, t)| k == wanted && *t == text) {
                mover = Some(seat);
            }
            if mover.is_some() {
                last = Some(answer);
            }
            assert!(replies.sent < 300, "{kind}: no {wanted} move came up");
        };
        // The answer shows the game as it is now: the board and its description.
        assert_eq!(done.images.len(), 1, "{kind}: the board as a PNG");
        assert!(done.images[0].1.starts_with(b"\x89PNG"));
        let log = app
            .get_json(&players[0].token, &format!("/v1/games/{id}/log?limit=1000"))
            .await;
        let kinds: Vec<&str> = log["entries"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|entry| entry["command_type"].as_str())
            .collect();
        assert!(kinds.contains(&wanted), "{kind}: {kinds:?}");
    }
}

async fn replies_that_must_not_be_carried_out_are_not(backend: Backend) {
    let sink = SmtpSink::start().await;
    let app = replying_app(backend, &sink, 6).await;
    let (id, players) = mail_table(&app, &sink, "acquire", 3, json!({})).await;
    let version = |game: &Value| game["version"].as_i64().unwrap();
    let game = app
        .get_json(&players[0].token, &format!("/v1/games/{id}"))
        .await;
    let seat = game["awaited"][0].as_u64().unwrap() as usize;
    let (mover, other) = (&players[seat], &players[(seat + 1) % 3]);
    let start = version(&game);
    let email = Replies::default()
        .turn_email(&sink, &mover.address, start)
        .await;
    let to = email
        .header("reply-to")
        .unwrap()
        .trim_matches(['<', '>'])
        .to_string();
    let address = app
        .get_json(&mover.token, &format!("/v1/games/{id}/reply-address"))
        .await;
    assert_eq!(address["address"], to);
    assert!(to.starts_with("play+") && to.ends_with("@games.example.org"));
    let legal = legal_texts(&app, &mover.token, &id).await;
    let (_, first) = legal.iter().find(|(k, _)| k != "resign").unwrap().clone();
    let sent_to = |address: &str| sink.to(address).len();

    // A text that is no command is refused with the reason and the nearest commands;
    // the lines after it are not tried.
    let before = sent_to(&mover.address);
    let raw = reply(
        &to,
        Some(&email),
        &mover.address,
        &["plaice 5Z", &first],
        Client::Gmail,
        "bad@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Http, &mover.address, &to, &raw).await,
        "refused"
    );
    let answer = answer_to(&sink, &mover.address, "bad@example.org").await;
    assert!(
        answer.text.contains("was not carried out in full"),
        "{}",
        answer.text
    );
    assert!(
        answer
            .text
            .replace("\r\n", "\n")
            .contains("> plaice 5Z\n  refused:"),
        "{}",
        answer.text
    );
    assert!(answer.text.contains("Nearest moves:"), "{}", answer.text);
    assert!(answer.text.contains("not tried"), "{}", answer.text);
    assert_eq!(sent_to(&mover.address), before + 1);
    let game = app
        .get_json(&players[0].token, &format!("/v1/games/{id}"))
        .await;
    assert_eq!(version(&game), start, "nothing was played");

    // A message with no command above the quote is answered with how to reply.
    let raw = reply(
        &to,
        Some(&email),
        &mover.address,
        &[],
        Client::Outlook,
        "empty@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Http, &mover.address, &to, &raw).await,
        "refused"
    );
    let answer = answer_to(&sink, &mover.address, "empty@example.org").await;
    assert!(
        answer.text.contains("no command was found"),
        "{}",
        answer.text
    );

    // The meta-commands: table talk, help and status (in Japanese words too).
    let raw = reply(
        &to,
        None,
        &mover.address,
        &["say good luck!", "ヘルプ", "status"],
        Client::Gmail,
        "meta@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Smtp, &mover.address, &to, &raw).await,
        "taken"
    );
    let answer = answer_to(&sink, &mover.address, "meta@example.org").await;
    assert!(
        answer.text.contains("posted to the table"),
        "{}",
        answer.text
    );
    assert!(
        answer.text.contains("To move, reply to this email"),
        "{}",
        answer.text
    );
    let talk = app
        .get_json(&other.token, &format!("/v1/games/{id}/messages"))
        .await;
    assert_eq!(talk["messages"][0]["text"], "good luck!", "{talk}");

    // Another sender: nothing is done; the player hears of it at their own address.
    let spoofer = "mallory@example.net";
    let raw = reply(
        &to,
        Some(&email),
        spoofer,
        &[&first],
        Client::Gmail,
        "spoof@example.net",
    );
    assert_eq!(
        hand_over(&app, Way::Http, spoofer, &to, &raw).await,
        "not_from_player"
    );
    let warning = answer_to(&sink, &mover.address, "spoof@example.net").await;
    assert!(
        warning.text.contains("mallory@example.net"),
        "{}",
        warning.text
    );
    assert!(sink.to(spoofer).is_empty(), "nothing goes to the forger");
    let game = app
        .get_json(&players[0].token, &format!("/v1/games/{id}"))
        .await;
    assert_eq!(version(&game), start);

    // An auto-reply and a bounce get no answer and change nothing.
    let before = sent_to(&mover.address);
    let auto = reply(
        &to,
        Some(&email),
        &mover.address,
        &[&first],
        Client::Gmail,
        "auto@example.org",
    )
    .replacen(
        "MIME-Version",
        "Auto-Submitted: auto-replied\r\nMIME-Version",
        1,
    );
    assert_eq!(
        hand_over(&app, Way::Http, &mover.address, &to, &auto).await,
        "automatic"
    );
    let bounce = reply(
        &to,
        None,
        &mover.address,
        &[&first],
        Client::Gmail,
        "bounce@example.org",
    );
    assert_eq!(hand_over(&app, Way::Smtp, "", &to, &bounce).await, "taken");

    // The move itself, by SMTP: carried out once, however often it is handed over.
    let raw = reply(
        &to,
        Some(&email),
        &mover.address,
        &[&first],
        Client::GmailJapanese,
        "move@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Smtp, &mover.address, &to, &raw).await,
        "taken"
    );
    let answer = answer_to(&sink, &mover.address, "move@example.org").await;
    assert!(
        answer
            .text
            .contains(&format!("played (move {})", start + 1)),
        "{}",
        answer.text
    );
    assert_eq!(
        hand_over(&app, Way::Http, &mover.address, &to, &raw).await,
        "duplicate"
    );
    assert_eq!(
        hand_over(&app, Way::Smtp, &mover.address, &to, &raw).await,
        "taken"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let game = app
        .get_json(&players[0].token, &format!("/v1/games/{id}"))
        .await;
    assert!(version(&game) > start);
    let log = app
        .get_json(&players[0].token, &format!("/v1/games/{id}/log"))
        .await;
    let by_mover = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["seat"].as_u64() == Some(seat as u64))
        .count();
    assert_eq!(by_mover, 1, "the move was played once");
    // Exactly the refusal, the empty, meta and move answers: no answer to the auto-reply, the
    // bounce or the replays (the spoofing warning came before `before`).
    assert_eq!(
        sent_to(&mover.address),
        before + 1,
        "{:?}",
        sink.to(&mover.address)
            .iter()
            .map(|e| e.subject().to_string())
            .collect::<Vec<_>>()
    );

    // A replaced address stops working.
    let response = app
        .client
        .delete(app.url(&format!("/v1/games/{id}/reply-address")))
        .bearer_auth(&mover.token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let new = app
        .get_json(&mover.token, &format!("/v1/games/{id}/reply-address"))
        .await;
    let new = new["address"].as_str().unwrap().to_string();
    assert_ne!(new, to);
    // Its player is told the new address; nothing is carried out.
    let raw = reply(
        &to,
        None,
        &mover.address,
        &["status"],
        Client::Gmail,
        "old@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Smtp, &mover.address, &to, &raw).await,
        "taken"
    );
    let told = answer_to(&sink, &mover.address, "old@example.org").await;
    assert!(told.text.contains(&new), "{}", told.text);
    assert!(
        told.text
            .contains("nothing in your message was carried out"),
        "{}",
        told.text
    );
    assert_eq!(told.header("reply-to"), Some(new.as_str()));
    let raw = raw.replace("old@", "old2@");
    assert_eq!(
        hand_over(&app, Way::Http, &mover.address, &to, &raw).await,
        "replaced_address"
    );
    // Anyone else's mail to it is refused at once.
    let stranger = reply(
        &to,
        None,
        spoofer,
        &["status"],
        Client::Gmail,
        "old3@example.net",
    );
    let refused = hand_over(&app, Way::Smtp, spoofer, &to, &stranger).await;
    assert!(refused.starts_with("refused"), "{refused}");
    // A token is its own player's only: the other player cannot use it.
    let raw = reply(
        &new,
        None,
        &other.address,
        &["status"],
        Client::Gmail,
        "other@example.org",
    );
    assert_eq!(
        hand_over(&app, Way::Http, &other.address, &new, &raw).await,
        "not_from_player"
    );

    // The listener is not a relay, and the endpoint wants its secret and a message.
    let raw = reply(
        "someone@example.com",
        None,
        &mover.address,
        &["hi"],
        Client::Gmail,
        "relay@example.org",
    );
    let relayed = hand_over(&app, Way::Smtp, &mover.address, "someone@example.com", &raw).await;
    assert!(relayed.starts_with("refused"), "{relayed}");
    let response = app
        .client
        .post(app.url("/v1/mail/inbound"))
        .bearer_auth("wrong-secret")
        .header("content-type", "message/rfc822")
        .body(raw.clone())
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::UNAUTHORIZED, "unauthorized").await;
    let response = app
        .client
        .post(app.url("/v1/mail/inbound"))
        .bearer_auth(SECRET)
        .header("content-type", "text/plain")
        .body(raw)
        .send()
        .await
        .unwrap();
    problem(response, StatusCode::BAD_REQUEST, "unreadable_mail").await;

    // Over the hourly limit (6 from the player): the first one is answered, then silence.
    let mut outcomes = Vec::new();
    for n in 0..4 {
        let raw = reply(
            &new,
            None,
            &mover.address,
            &["status"],
            Client::Gmail,
            &format!("many-{n}@example.org"),
        );
        outcomes.push(hand_over(&app, Way::Http, &mover.address, &new, &raw).await);
    }
    assert_eq!(
        outcomes,
        ["accepted", "accepted", "rate_limited", "rate_limited"]
    );
    let limited = answer_to(&sink, &mover.address, "many-2@example.org").await;
    assert!(
        limited.text.contains("more than 6 replies in an hour"),
        "{}",
        limited.text
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    let id3 = "<many-3@example.org>";
    assert!(
        !sink
            .to(&mover.address)
            .iter()
            .any(|email| email.header("in-reply-to") == Some(id3)),
        "only the first message over the limit is answered"
    );
}
