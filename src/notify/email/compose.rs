//! The text of the emails: a plain-text part and a simple HTML part of the same content.
//! Everything shown of a game comes from its log and feed as the recipient may see them.

use std::fmt::Write;

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
    /// What happened since the recipient's last move, oldest first.
    pub since: Vec<EntryLine>,
    /// Entries before these that are not listed.
    pub omitted: usize,
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
}

/// The email asking to confirm an address.
pub fn confirmation(username: &str, confirm_url: &str) -> Composed {
    let text = format!(
        "Hello {username},\n\n\
         someone (hopefully you) asked to receive turn notifications of the hotel games\n\
         server at this address. To confirm, open this link:\n\n{confirm_url}\n\n\
         Nothing is sent until you do. If it was not you, ignore this email.\n"
    );
    let html = format!(
        "<p>Hello {name},</p><p>someone (hopefully you) asked to receive turn notifications \
         of the hotel games server at this address.</p>\
         <p><a href=\"{url}\">Confirm this address</a></p>\
         <p>Nothing is sent until you do. If it was not you, ignore this email.</p>",
        name = escape(username),
        url = escape(confirm_url),
    );
    Composed {
        subject: "Confirm your email for turn notifications".into(),
        text,
        html: page(&html),
    }
}

/// The email announcing one turn.
pub fn turn(username: &str, game: &GameSection, unsubscribe_url: &str) -> Composed {
    let mut text = format!(
        "Hello {username},\n\nit is your move in {}.\n\n",
        game.title
    );
    let mut html = format!(
        "<p>Hello {},</p><p>it is your move in {}.</p>",
        escape(username),
        escape(&game.title)
    );
    section(game, &mut text, &mut html);
    footer(unsubscribe_url, &mut text, &mut html);
    Composed {
        subject: format!("Your move: {} (move {})", game.title, game.version),
        text,
        html: page(&html),
    }
}

/// The email gathering the turns of a day.
pub fn digest(username: &str, games: &[GameSection], unsubscribe_url: &str) -> Composed {
    let count = games.len();
    let plural = if count == 1 {
        "game awaits"
    } else {
        "games await"
    };
    let mut text = format!("Hello {username},\n\n{count} {plural} your move.\n\n");
    let mut html = format!(
        "<p>Hello {},</p><p>{count} {plural} your move.</p>",
        escape(username)
    );
    for game in games {
        let _ = writeln!(text, "== {} ==", game.title);
        let _ = write!(html, "<h2>{}</h2>", escape(&game.title));
        section(game, &mut text, &mut html);
    }
    footer(unsubscribe_url, &mut text, &mut html);
    Composed {
        subject: format!("Your daily digest: {count} {plural} your move"),
        text,
        html: page(&html),
    }
}

fn section(game: &GameSection, text: &mut String, html: &mut String) {
    let awaited = game.awaited.join(", ");
    let _ = writeln!(text, "Awaited at move {}: {awaited}", game.version);
    let _ = write!(
        html,
        "<p>Awaited at move {}: {}</p>",
        game.version,
        escape(&awaited)
    );
    if game.since.is_empty() {
        let _ = writeln!(text, "Nothing happened since your last move.");
    } else {
        let _ = writeln!(text, "Since your last move:");
        let _ = write!(html, "<p>Since your last move:</p><ul>");
        if game.omitted > 0 {
            let _ = writeln!(text, "  … {} earlier entries", game.omitted);
            let _ = write!(html, "<li>… {} earlier entries</li>", game.omitted);
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
    let _ = writeln!(text, "Play: {}\n", game.url);
    let _ = write!(
        html,
        "<p><a href=\"{url}\">Open the game</a></p>",
        url = escape(&game.url)
    );
}

fn footer(unsubscribe_url: &str, text: &mut String, html: &mut String) {
    let _ = write!(
        text,
        "--\nYou get these emails because you asked for turn notifications.\n\
         Unsubscribe: {unsubscribe_url}\n"
    );
    let _ = write!(
        html,
        "<hr><p style=\"font-size:small\">You get these emails because you asked for turn \
         notifications. <a href=\"{}\">Unsubscribe</a></p>",
        escape(unsubscribe_url)
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
            since: vec![EntryLine {
                seq: 11,
                who: "<b>ob</b>".into(),
                what: "place_tile".into(),
            }],
            omitted: 0,
        }
    }

    #[test]
    fn a_turn_email_names_the_game_the_move_what_happened_and_links() {
        let email = turn("ann", &game(), "https://u/1");
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
        // Names are text, not markup, in the HTML part.
        assert!(email.html.contains("&lt;b&gt;ob&lt;/b&gt;"));
        assert!(!email.html.contains("<b>ob</b>"));
    }

    #[test]
    fn a_digest_lists_every_game() {
        let mut other = game();
        other.title = "Monopoly with cid and you".into();
        let email = digest("ann", &[game(), other], "https://u/1");
        assert!(email.subject.contains("2 games await"));
        assert!(email.text.contains("== Acquire with <b>ob</b> and you =="));
        assert!(email.text.contains("== Monopoly with cid and you =="));
    }
}
