//! The text of the emails: a plain-text part and a simple HTML part of the same content.
//! Everything shown of a game comes from its log and feed as the recipient may see them.

use std::fmt::Write;

use super::answer::{Answer, LineResult, Verdict};
use crate::engine::words::{Arg, Message};
use crate::i18n::{self, Language};

/// What one game has to tell the recipient.
#[derive(Clone, Debug)]
pub struct GameSection {
    /// e.g. `Acquire with ann, bob and you`.
    pub title: String,
    /// The game's address.
    pub url: String,
    /// The game's version when it became the recipient's turn.
    pub version: i64,
    /// The players the game awaited then, by name (`you` for the recipient).
    pub awaited: Vec<String>,
    /// When the recipient's decision runs out of time, in their time zone, if it has a timer.
    pub deadline: Option<String>,
    /// What happened since the recipient's last move, oldest first.
    pub since: Vec<EntryLine>,
    /// Entries before these that are not listed.
    pub omitted: usize,
    /// The recipient's legal moves now, as text commands grouped by command.
    pub moves: Vec<MoveGroup>,
    /// Where the kind's text-command forms are explained, in the recipient's language.
    pub forms_url: String,
    /// The board as the recipient sees it, as a PNG (none when it could not be drawn).
    pub picture: Option<Vec<u8>>,
    /// The same board in words (the picture's description): the recipient's position, hand,
    /// money and holdings as they may see them.
    pub position: Option<String>,
    /// The recipient's reply address for this game, when turn emails can be answered.
    pub reply_to: Option<String>,
}

/// The legal moves of one command, as text: the first few, and how many more there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveGroup {
    /// The command's `type`.
    pub command: String,
    /// Its first moves as text.
    pub shown: Vec<String>,
    /// Its moves not shown.
    pub more: usize,
}

/// Moves of one command listed in full; a longer group shows its first few.
const MOVES_PER_GROUP: usize = 6;

/// `texts` of `commands` (aligned) grouped by command `type`, in order of first appearance:
/// every move of a short group, the first few of a long one.
pub fn move_groups(commands: &[serde_json::Value], texts: &[String]) -> Vec<MoveGroup> {
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for (command, text) in commands.iter().zip(texts) {
        let kind = command["type"].as_str().unwrap_or_default();
        match groups.iter_mut().find(|(seen, _)| seen == kind) {
            Some((_, texts)) => texts.push(text.clone()),
            None => groups.push((kind.to_string(), vec![text.clone()])),
        }
    }
    groups
        .into_iter()
        .map(|(command, texts)| {
            let shown = if texts.len() <= MOVES_PER_GROUP {
                texts.len()
            } else {
                MOVES_PER_GROUP - 1
            };
            MoveGroup {
                command,
                more: texts.len() - shown,
                shown: texts.into_iter().take(shown).collect(),
            }
        })
        .collect()
}

/// One log entry, as a line.
#[derive(Clone, Debug)]
pub struct EntryLine {
    pub seq: i64,
    /// Who moved (a username, or `setup`).
    pub who: String,
    /// The command and the events the recipient may see.
    pub what: String,
}

/// A message ready to send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Composed {
    pub subject: String,
    pub text: String,
    pub html: String,
    /// The PNG images the HTML part shows inline, by content id (`cid:` in the HTML).
    pub images: Vec<(String, Vec<u8>)>,
}

/// The words of one email, in the recipient's language.
#[derive(Clone, Copy, Debug)]
pub struct Words(pub Language);

impl Words {
    /// Message `id` of the server's message files, with its arguments.
    pub fn say(self, id: &'static str, args: &[(&'static str, Arg)]) -> String {
        let message = args.iter().fold(Message::new(id), |message, (name, arg)| {
            message.with(name, arg.clone())
        });
        i18n::say(self.0, &message, &|_| String::new())
    }
}

fn name(text: &str) -> Arg {
    Arg::Name(text.to_string())
}

fn number(value: i64) -> Arg {
    Arg::Number(value)
}

/// The email asking to confirm an address.
pub fn confirmation(words: Words, username: &str, confirm_url: &str) -> Composed {
    let hello = words.say("email-greeting", &[("username", name(username))]);
    let asked = words.say("email-confirm-asked", &[]);
    let ignore = words.say("email-confirm-ignore", &[]);
    let text = format!("{hello}\n\n{asked}\n\n{confirm_url}\n\n{ignore}\n");
    let html = format!(
        "<p>{}</p><p>{}</p><p><a href=\"{}\">{}</a></p><p>{}</p>",
        escape(&hello),
        escape(&asked),
        escape(confirm_url),
        escape(&words.say("email-confirm-button", &[])),
        escape(&ignore),
    );
    Composed {
        images: Vec::new(),
        subject: words.say("email-confirm-subject", &[]),
        text,
        html: page(&html),
    }
}

/// The email announcing one turn.
pub fn turn(words: Words, username: &str, game: &GameSection, unsubscribe_url: &str) -> Composed {
    let hello = words.say("email-greeting", &[("username", name(username))]);
    let lead = words.say("email-turn-lead", &[("game", name(&game.title))]);
    let mut text = format!("{hello}\n\n{lead}\n\n");
    let mut html = format!("<p>{}</p><p>{}</p>", escape(&hello), escape(&lead));
    let mut images = Vec::new();
    section(words, game, &mut text, &mut html, &mut images);
    footer(words, unsubscribe_url, &mut text, &mut html);
    Composed {
        images,
        subject: words.say(
            "email-turn-subject",
            &[
                ("game", name(&game.title)),
                ("version", number(game.version)),
            ],
        ),
        text,
        html: page(&html),
    }
}

/// The email gathering the turns of a day.
pub fn digest(
    words: Words,
    username: &str,
    games: &[GameSection],
    unsubscribe_url: &str,
) -> Composed {
    let count = [("count", Arg::Number(games.len() as i64))];
    let hello = words.say("email-greeting", &[("username", name(username))]);
    let lead = words.say("email-digest-lead", &count);
    let mut text = format!("{hello}\n\n{lead}\n\n");
    let mut html = format!("<p>{}</p><p>{}</p>", escape(&hello), escape(&lead));
    let mut images = Vec::new();
    for game in games {
        let _ = writeln!(text, "== {} ==", game.title);
        let _ = write!(html, "<h2>{}</h2>", escape(&game.title));
        section(words, game, &mut text, &mut html, &mut images);
    }
    footer(words, unsubscribe_url, &mut text, &mut html);
    Composed {
        images,
        subject: words.say("email-digest-subject", &count),
        text,
        html: page(&html),
    }
}

fn section(
    words: Words,
    game: &GameSection,
    text: &mut String,
    html: &mut String,
    images: &mut Vec<(String, Vec<u8>)>,
) {
    let separator = words.say("list-separator", &[]);
    let awaited = words.say(
        "email-awaited",
        &[
            ("version", number(game.version)),
            ("players", name(&game.awaited.join(&separator))),
        ],
    );
    let _ = writeln!(text, "{awaited}");
    let _ = write!(html, "<p>{}</p>", escape(&awaited));
    if let Some(deadline) = &game.deadline {
        let by = words.say("email-deadline", &[("time", name(deadline))]);
        let _ = writeln!(text, "{by}");
        let _ = write!(html, "<p><b>{}</b></p>", escape(&by));
    }
    if let Some(position) = &game.position {
        let _ = writeln!(text, "\n{position}\n");
    }
    if let Some(picture) = &game.picture {
        let id = format!("board-{}@hotel-games", images.len() + 1);
        // The picture's words are its description, for readers that show no images.
        let alt = game
            .position
            .clone()
            .unwrap_or_else(|| words.say("email-board", &[("version", number(game.version))]));
        let _ = write!(
            html,
            "<p><img src=\"cid:{id}\" alt=\"{}\" style=\"max-width:100%;height:auto\"></p>",
            escape(&alt)
        );
        images.push((id, picture.clone()));
    }
    if game.since.is_empty() {
        let _ = writeln!(text, "{}", words.say("email-nothing-since", &[]));
    } else {
        let since = words.say("email-since", &[]);
        let _ = writeln!(text, "{since}");
        let _ = write!(html, "<p>{}</p><ul>", escape(&since));
        if game.omitted > 0 {
            let omitted = words.say("email-omitted", &[("count", number(game.omitted as i64))]);
            let _ = writeln!(text, "  {omitted}");
            let _ = write!(html, "<li>{}</li>", escape(&omitted));
        }
        for line in &game.since {
            let _ = writeln!(text, "  #{} {}: {}", line.seq, line.who, line.what);
            let _ = write!(
                html,
                "<li>#{} <b>{}</b>: {}</li>",
                line.seq,
                escape(&line.who),
                escape(&line.what)
            );
        }
        html.push_str("</ul>");
    }
    moves(words, game, text, html);
    if let Some(address) = &game.reply_to {
        how_to_reply(words, address, text, html);
    }
    let _ = writeln!(
        text,
        "{}\n",
        words.say("email-play", &[("url", name(&game.url))])
    );
    let _ = write!(
        html,
        "<p><a href=\"{url}\">{open}</a></p>",
        url = escape(&game.url),
        open = escape(&words.say("email-open-game", &[])),
    );
}

/// The recipient's moves, as the text commands they would type.
fn moves(words: Words, game: &GameSection, text: &mut String, html: &mut String) {
    if game.moves.is_empty() {
        return;
    }
    let heading = words.say("email-your-moves", &[]);
    let _ = writeln!(text, "{heading}");
    let _ = write!(html, "<p>{}</p><ul>", escape(&heading));
    for group in &game.moves {
        let more = (group.more > 0)
            .then(|| words.say("email-more-moves", &[("count", number(group.more as i64))]));
        let _ = writeln!(
            text,
            "  {}{}",
            group.shown.join("  |  "),
            more.as_ref()
                .map(|more| format!("  {more}"))
                .unwrap_or_default()
        );
        let codes: Vec<String> = group
            .shown
            .iter()
            .map(|shown| format!("<code>{}</code>", escape(shown)))
            .collect();
        let _ = write!(
            html,
            "<li>{}{}</li>",
            codes.join(" · "),
            more.map(|more| format!(" {}", escape(&more)))
                .unwrap_or_default()
        );
    }
    html.push_str("</ul>");
    let forms = words.say("email-move-forms", &[("url", name(&game.forms_url))]);
    let _ = writeln!(text, "{forms}");
    let _ = write!(
        html,
        "<p><a href=\"{}\">{}</a></p>",
        escape(&game.forms_url),
        escape(&words.say("email-move-forms-link", &[]))
    );
}

/// How to play by answering: the address, and the words a reply may hold.
fn how_to_reply(words: Words, address: &str, text: &mut String, html: &mut String) {
    let said = words.say(
        "email-how-to-reply",
        &[
            ("address", name(address)),
            ("help", name(&words.say("mail-command-help", &[]))),
            ("status", name(&words.say("mail-command-status", &[]))),
            ("say", name(&words.say("mail-command-say", &[]))),
            ("resign", name(&words.say("mail-command-resign", &[]))),
        ],
    );
    let _ = writeln!(text, "\n{said}\n");
    let _ = write!(html, "<p>{}</p>", escape(&said));
}

/// The answer to a reply by email: what became of it and of each of its lines, then the
/// game as it is now (`game`, when the recipient still plays it).
pub fn answer(
    words: Words,
    username: &str,
    answer: &Answer,
    title: &str,
    game: Option<&GameSection>,
    unsubscribe_url: &str,
) -> Composed {
    let hello = words.say("email-greeting", &[("username", name(username))]);
    let game_name = ("game", name(title));
    let lead = match &answer.verdict {
        Verdict::Accepted => words.say("email-answer-accepted", &[game_name]),
        Verdict::Refused => words.say("email-answer-refused", &[game_name]),
        Verdict::NoCommands => words.say("email-answer-no-commands", &[game_name]),
        Verdict::NotFromPlayer { sender } => words.say(
            "email-answer-not-from-player",
            &[game_name, ("sender", name(sender))],
        ),
        Verdict::AddressReplaced { address } => words.say(
            "email-answer-address-replaced",
            &[game_name, ("address", name(address))],
        ),
        Verdict::RateLimited { per_hour } => words.say(
            "email-answer-rate-limited",
            &[game_name, ("count", number(i64::from(*per_hour)))],
        ),
    };
    let mut text = format!("{hello}\n\n{lead}\n\n");
    let mut html = format!("<p>{}</p><p>{}</p>", escape(&hello), escape(&lead));
    if !answer.lines.is_empty() {
        html.push_str("<ul>");
        for line in &answer.lines {
            let result = line_result(words, &line.result);
            let _ = writeln!(text, "> {}\n  {result}", line.text);
            let _ = write!(
                html,
                "<li><code>{}</code>: {}</li>",
                escape(&line.text),
                escape(&result)
            );
        }
        html.push_str("</ul>");
        text.push('\n');
    }
    let mut images = Vec::new();
    match game {
        Some(game) => section(words, game, &mut text, &mut html, &mut images),
        None => {
            let over = words.say("email-answer-game-over", &[]);
            let _ = writeln!(text, "{over}\n");
            let _ = write!(html, "<p>{}</p>", escape(&over));
        }
    }
    footer(words, unsubscribe_url, &mut text, &mut html);
    Composed {
        images,
        subject: reply_subject(&answer.subject),
        text,
        html: page(&html),
    }
}

/// `Re: ` and the subject answered, without the `Re:` prefixes it already had.
fn reply_subject(subject: &str) -> String {
    let mut rest = subject.trim();
    while let Some(prefix) = rest
        .get(..3)
        .filter(|prefix| prefix.eq_ignore_ascii_case("re:"))
    {
        rest = rest[prefix.len()..].trim_start();
    }
    format!("Re: {rest}")
}

/// What became of one line, in words.
fn line_result(words: Words, result: &LineResult) -> String {
    match result {
        LineResult::Played { version } => {
            words.say("email-line-played", &[("version", number(*version))])
        }
        LineResult::Said => words.say("email-line-said", &[]),
        LineResult::Resigned => words.say("email-line-resigned", &[]),
        LineResult::Help => words.say("email-line-help", &[]),
        LineResult::Status => words.say("email-line-status", &[]),
        LineResult::NotTried => words.say("email-line-not-tried", &[]),
        LineResult::Refused {
            reason,
            suggestions,
            ..
        } => {
            let refused = words.say("email-line-refused", &[("reason", name(reason))]);
            if suggestions.is_empty() {
                refused
            } else {
                let separator = words.say("list-separator", &[]);
                let nearest = words.say(
                    "email-line-suggestions",
                    &[("commands", name(&suggestions.join(&separator)))],
                );
                format!("{refused} {nearest}")
            }
        }
    }
}

fn footer(words: Words, unsubscribe_url: &str, text: &mut String, html: &mut String) {
    let why = words.say("email-footer", &[]);
    let unsubscribe = words.say("email-unsubscribe", &[]);
    let _ = write!(text, "--\n{why}\n{unsubscribe}: {unsubscribe_url}\n");
    let _ = write!(
        html,
        "<hr><p style=\"font-size:small\">{} <a href=\"{}\">{}</a></p>",
        escape(&why),
        escape(unsubscribe_url),
        escape(&unsubscribe)
    );
}

fn page(body: &str) -> String {
    format!("<!DOCTYPE html><html><body>{body}</body></html>")
}

/// Text as HTML.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game() -> GameSection {
        GameSection {
            title: "Acquire with <b>ob</b> and you".into(),
            url: "https://games.example.org/v1/games/g1".into(),
            version: 12,
            awaited: vec!["you".into()],
            deadline: Some("2026-12-08 14:00 Europe/Vienna".into()),
            since: vec![EntryLine {
                seq: 11,
                who: "<b>ob</b>".into(),
                what: "place_tile".into(),
            }],
            omitted: 0,
            moves: vec![MoveGroup {
                command: "place_tile".into(),
                shown: vec!["place 5C".into(), "place 7D".into()],
                more: 0,
            }],
            forms_url: "https://games.example.org/v1/game-kinds/acquire/commands?lang=en".into(),
            picture: Some(b"\x89PNG".to_vec()),
            position: None,
            reply_to: None,
        }
    }

    #[test]
    fn a_turn_email_names_the_game_the_move_what_happened_and_links() {
        let email = turn(Words(Language::En), "ann", &game(), "https://u/1");
        assert_eq!(
            email.subject,
            "Your move: Acquire with <b>ob</b> and you (move 12)"
        );
        for part in [&email.text, &email.html] {
            assert!(part.contains("#11"), "{part}");
            assert!(part.contains("https://games.example.org/v1/games/g1"));
            assert!(part.contains("https://u/1"));
        }
        assert!(email.text.contains("<b>ob</b>: place_tile"));
        assert!(
            email
                .text
                .contains("Your move is due by 2026-12-08 14:00 Europe/Vienna."),
            "{}",
            email.text
        );
        assert!(
            email.text.contains("place 5C  |  place 7D"),
            "{}",
            email.text
        );
        assert!(email.html.contains("<code>place 5C</code>"));
        assert!(
            email
                .text
                .contains("/v1/game-kinds/acquire/commands?lang=en")
        );
        // The board, inline in the HTML part.
        assert_eq!(email.images.len(), 1);
        let (id, png) = &email.images[0];
        assert_eq!(png, b"\x89PNG");
        assert!(
            email.html.contains(&format!("src=\"cid:{id}\"")),
            "{}",
            email.html
        );
        assert!(email.html.contains("alt=\"The board at move 12\""));
        // The position in words: in the text part, and as the picture's alternative text.
        let mut described = game();
        described.position = Some("Your hand: 5C, 7D & 9E.".into());
        let email = turn(Words(Language::En), "ann", &described, "https://u/1");
        assert!(
            email.text.contains("\nYour hand: 5C, 7D & 9E.\n"),
            "{}",
            email.text
        );
        assert!(email.html.contains("alt=\"Your hand: 5C, 7D &amp; 9E.\""));
        // Names are text, not markup, in the HTML part.
        assert!(email.html.contains("&lt;b&gt;ob&lt;/b&gt;"));
        assert!(!email.html.contains("<b>ob</b>"));
    }

    #[test]
    fn long_groups_of_moves_show_their_first_few() {
        let commands: Vec<serde_json::Value> = (0..9)
            .map(|n| serde_json::json!({"type": "buy_shares", "n": n}))
            .chain([serde_json::json!({"type": "end_game"})])
            .collect();
        let texts: Vec<String> = (0..9)
            .map(|n| format!("buy {n}"))
            .chain(["end".into()])
            .collect();
        let groups = move_groups(&commands, &texts);
        assert_eq!(groups.len(), 2);
        assert_eq!(
            groups[0].shown,
            ["buy 0", "buy 1", "buy 2", "buy 3", "buy 4"]
        );
        assert_eq!(groups[0].more, 4);
        assert_eq!(groups[1].shown, ["end"]);
        assert_eq!(groups[1].more, 0);
        let mut game = game();
        game.moves = groups;
        let email = turn(Words(Language::En), "ann", &game, "https://u/1");
        assert!(email.text.contains("buy 4  … and 4 more"), "{}", email.text);
    }

    #[test]
    fn an_answer_is_re_its_reply_once() {
        assert_eq!(reply_subject("Your move"), "Re: Your move");
        assert_eq!(reply_subject("Re: RE: re:Your move"), "Re: Your move");
        assert_eq!(reply_subject("Re"), "Re: Re");
        assert_eq!(reply_subject("Ré: café"), "Re: Ré: café");
    }

    #[test]
    fn a_digest_lists_every_game() {
        let mut other = game();
        other.title = "Monopoly with cid and you".into();
        let email = digest(Words(Language::En), "ann", &[game(), other], "https://u/1");
        assert!(email.subject.contains("2 games await"));
        assert!(email.text.contains("== Acquire with <b>ob</b> and you =="));
        assert!(email.text.contains("== Monopoly with cid and you =="));
        let one = digest(Words(Language::En), "ann", &[game()], "https://u/1");
        assert_eq!(one.subject, "Your daily digest: 1 game awaits your move");
    }

    #[test]
    fn an_email_is_written_in_the_recipients_language() {
        let email = turn(Words(Language::Ja), "ann", &game(), "https://u/1");
        assert!(
            email.subject.starts_with("あなたの番です"),
            "{}",
            email.subject
        );
        assert!(email.text.starts_with("ann さん"), "{}", email.text);
        assert!(
            email.text.contains("配信停止: https://u/1"),
            "{}",
            email.text
        );
        let email = confirmation(Words(Language::ZhTw), "ann", "https://c/1");
        assert!(email.text.contains("https://c/1"));
        assert!(email.html.contains("確認這個地址"), "{}", email.html);
    }
}
