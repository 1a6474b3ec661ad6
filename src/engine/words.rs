//! Words in no language yet. A game says what happened as a [`Message`]: the id of a message
//! in its message files (Fluent, one per language, see [`MessageFiles`]) with arguments. The
//! server's `i18n` layer says it in the reader's language, naming each [`Arg::Seat`] by its
//! player. A game builds its messages from an event as the viewer may see it
//! ([`super::Game::narrate`]), so its words never say more than the view does.

use super::Seat;

/// A sentence, or a term, in no language yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    /// The id of the message in the game's (or the server's) message files.
    pub id: &'static str,
    /// The message's arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A seat, said as its player's name.
    Seat(Seat),
    /// A number: written with the language's digit grouping, and choosing plural forms.
    Number(i64),
    /// A printed name or code said as written in every language (a tile `10D`, a street).
    Name(String),
    /// Another message said in the same language: a term (`acquire-chain-tower`) or a
    /// clause.
    Message(Box<Message>),
    /// Messages said as a list, with the language's separator ("a, b, c"; 「a、b、c」).
    List(Vec<Message>),
}

impl Message {
    /// A message without arguments.
    pub fn new(id: &'static str) -> Self {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn with(mut self, name: &'static str, arg: impl Into<Arg>) -> Self {
        self.args.push((name, arg.into()));
        self
    }

    /// Every message id this message uses, its own and its arguments', depth first.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.id];
        for (_, arg) in &self.args {
            match arg {
                Arg::Message(message) => ids.extend(message.ids()),
                Arg::List(messages) => ids.extend(messages.iter().flat_map(Message::ids)),
                Arg::Seat(_) | Arg::Number(_) | Arg::Name(_) => {}
            }
        }
        ids
    }
}

impl From<Seat> for Arg {
    fn from(seat: Seat) -> Self {
        Arg::Seat(seat)
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Self {
        Arg::Message(Box::new(message))
    }
}

impl From<Vec<Message>> for Arg {
    fn from(messages: Vec<Message>) -> Self {
        Arg::List(messages)
    }
}

impl From<String> for Arg {
    fn from(name: String) -> Self {
        Arg::Name(name)
    }
}

impl From<&str> for Arg {
    fn from(name: &str) -> Self {
        Arg::Name(name.to_string())
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(number: $t) -> Self {
                Arg::Number(i64::try_from(number).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u8, u16, u32, u64, usize);

/// Says [`Message`]s in one reader's language, naming each seat by its player: how a board
/// picture ([`super::Game::render`], through [`super::svg::Caption`]) writes its words. The
/// server's `i18n` layer gives one per reader.
pub trait Say {
    /// `message` in the reader's language.
    fn say(&self, message: &Message) -> String;
}

/// A game's message files: Fluent sources, one per language, embedded with `include_str!`.
/// Every message id of a game begins with its kind (`acquire-…`), so the files of all games
/// share one bundle per language.
#[derive(Clone, Copy, Debug)]
pub struct MessageFiles {
    /// English.
    pub en: &'static str,
    /// Japanese.
    pub ja: &'static str,
    /// Traditional Chinese (Taiwan).
    pub zh_tw: &'static str,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_lists_the_ids_it_uses() {
        let message = Message::new("acquire-merged")
            .with("seat", Seat(1))
            .with("chain", Message::new("acquire-chain-tower"))
            .with(
                "bonuses",
                vec![Message::new("acquire-bonus").with("amount", 3000u32)],
            );
        assert_eq!(
            message.ids(),
            ["acquire-merged", "acquire-chain-tower", "acquire-bonus"]
        );
        assert_eq!(message.args[0], ("seat", Arg::Seat(Seat(1))));
        assert_eq!(Arg::from(u64::MAX), Arg::Number(i64::MAX));
    }
}
