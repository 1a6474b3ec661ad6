//! Commands as text, for players who type their moves (a reply to an email, a terminal, a chat).
//!
//! A game writes each of its commands as a [`Phrase`] in no language yet: words (message ids of
//! its message files), numbers, printed names and seats; the server's `i18n` layer says a
//! phrase in the reader's language. A game reads a command back from a [`Reader`] over what a
//! player typed: the reader splits the text into tokens and matches words through a
//! [`Lexicon`], which accepts a word's text in the reader's language or in English, in any
//! case, or any beginning of it that no other expected word shares (`tow` for `tower`). For
//! every command a seat may send, reading the phrase said in any language gives the command
//! back.
//!
//! Each kind states its grammar as [`GrammarRule`]s, served to clients and written in the
//! README: a pattern per command form, in which `{id}` is a word, `<id>` a placeholder named by
//! a message, `[…]` something optional, `…` a repetition of what precedes it and `|` a choice.

use unicode_normalization::UnicodeNormalization;

use super::Seat;

/// One piece of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Token {
    /// A word: the id of a message without arguments (`acquire-cmd-buy`, `acquire-chain-tower`).
    Word(&'static str),
    /// A whole number, written with digits.
    Number(i64),
    /// A printed name or code, written as is in every language (`7C`, a card's number).
    Name(String),
    /// A seat, written as its player's name.
    Seat(Seat),
}

/// A command as text in no language yet: a sequence of [`Token`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Phrase(pub Vec<Token>);

impl Phrase {
    /// A phrase that begins with the word `id`.
    pub fn new(id: &'static str) -> Self {
        Phrase(vec![Token::Word(id)])
    }

    /// The phrase with the word `id` added.
    pub fn word(mut self, id: &'static str) -> Self {
        self.0.push(Token::Word(id));
        self
    }

    /// The phrase with a number added (numbers beyond `i64` are written as its largest).
    pub fn number(mut self, number: impl TryInto<i64>) -> Self {
        self.0
            .push(Token::Number(number.try_into().unwrap_or(i64::MAX)));
        self
    }

    /// The phrase with a printed name added.
    pub fn name(mut self, name: impl Into<String>) -> Self {
        self.0.push(Token::Name(name.into()));
        self
    }

    /// The phrase with a seat added.
    pub fn seat(mut self, seat: Seat) -> Self {
        self.0.push(Token::Seat(seat));
        self
    }

    /// The phrase followed by `other`.
    pub fn then(mut self, other: Phrase) -> Self {
        self.0.extend(other.0);
        self
    }
}

/// How a typed text fits a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// The text is the word, in the reader's language or in English.
    Exact,
    /// The text is a beginning of the word.
    Prefix,
    /// Neither.
    No,
}

/// The words a [`Reader`] matches typed text against: the server's, in the reader's language.
pub trait Lexicon {
    /// How `text` (one or several typed tokens joined by single spaces) fits the word `id`.
    /// Case, width and the spaces, hyphens and dots inside a word do not matter.
    fn fit(&self, id: &'static str, text: &str) -> Fit;

    /// The seat whose player `text` names (the whole name, or a beginning of it that fits
    /// one player only), if any.
    fn seat(&self, text: &str) -> Option<Seat>;
}

/// Something a reader expected where a command's text went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// This word.
    Word(&'static str),
    /// A whole number.
    Number,
    /// A value named by this message (`acquire-text-tile`: "a tile such as 7C").
    Value(&'static str),
    /// A player's name.
    Seat,
    /// The end of the command.
    End,
}

/// Why a text is not a command: what was expected at which token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The index of the token where reading stopped, from 0; the number of tokens when the
    /// text ended too early.
    pub at: usize,
    /// The token found there (`None` at the end of the text).
    pub found: Option<String>,
    /// What would have been read there.
    pub expected: Vec<Expected>,
    /// Whether the token is a beginning of several of the expected words.
    pub ambiguous: bool,
}

/// The most tokens one word may span ("park place").
const MAX_WORD_TOKENS: usize = 4;

/// Reads a command's text, token by token.
pub struct Reader<'a> {
    tokens: Vec<String>,
    at: usize,
    lexicon: &'a dyn Lexicon,
}

impl<'a> Reader<'a> {
    /// A reader over `text`, split at white space (of any width) and ideographic commas;
    /// commas, semicolons and full stops ending a token are left out.
    pub fn new(text: &str, lexicon: &'a dyn Lexicon) -> Self {
        let normal: String = text.nfkc().collect();
        let tokens = normal
            .split(|c: char| c.is_whitespace() || c == '、')
            .map(|token| token.trim_end_matches([',', ';', '。']).to_string())
            .filter(|token| !token.is_empty())
            .collect();
        Reader {
            tokens,
            at: 0,
            lexicon,
        }
    }

    /// The tokens of the text, in order.
    pub fn tokens(&self) -> &[String] {
        &self.tokens
    }

    /// Whether every token has been read.
    pub fn is_done(&self) -> bool {
        self.at >= self.tokens.len()
    }

    /// The next token, unread.
    pub fn peek(&self) -> Option<&str> {
        self.tokens.get(self.at).map(String::as_str)
    }

    /// An error at the next token: `expected` would have been read there.
    pub fn expected(&self, expected: Vec<Expected>) -> TextError {
        self.error_at(self.at, expected)
    }

    /// An error at the token `index` (e.g. a value read before that the rules cannot take).
    pub fn error_at(&self, index: usize, expected: Vec<Expected>) -> TextError {
        TextError {
            at: index,
            found: self.tokens.get(index).cloned(),
            expected,
            ambiguous: false,
        }
    }

    /// The index of the next token (to report a problem with a value once it is read).
    pub fn position(&self) -> usize {
        self.at
    }

    /// Reads one of the words `choices`, or fails saying which were expected.
    pub fn word(&mut self, choices: &[&'static str]) -> Result<&'static str, TextError> {
        match self.match_word(choices) {
            WordMatch::One(id, len) => {
                self.at += len;
                Ok(id)
            }
            WordMatch::Several(ids) => Err(TextError {
                ambiguous: true,
                ..self.expected(ids.into_iter().map(Expected::Word).collect())
            }),
            WordMatch::None => {
                Err(self.expected(choices.iter().copied().map(Expected::Word).collect()))
            }
        }
    }

    /// Reads one of the words `choices` if the next tokens are one, and nothing otherwise.
    pub fn try_word(&mut self, choices: &[&'static str]) -> Option<&'static str> {
        match self.match_word(choices) {
            WordMatch::One(id, len) => {
                self.at += len;
                Some(id)
            }
            WordMatch::Several(_) | WordMatch::None => None,
        }
    }

    fn match_word(&self, choices: &[&'static str]) -> WordMatch {
        let longest = MAX_WORD_TOKENS.min(self.tokens.len().saturating_sub(self.at));
        for wanted in [Fit::Exact, Fit::Prefix] {
            for len in (1..=longest).rev() {
                let text = self.tokens[self.at..self.at + len].join(" ");
                let mut fitting: Vec<&'static str> = choices
                    .iter()
                    .copied()
                    .filter(|id| self.lexicon.fit(id, &text) == wanted)
                    .collect();
                fitting.dedup();
                match fitting.len() {
                    0 => {}
                    1 => return WordMatch::One(fitting[0], len),
                    _ => return WordMatch::Several(fitting),
                }
            }
        }
        WordMatch::None
    }

    /// Reads a whole number: digits (of any width), with an optional sign, thousands
    /// separators and a currency sign before or after (`$1,500`, `1500円`).
    pub fn number(&mut self) -> Result<i64, TextError> {
        let number = self
            .peek()
            .and_then(parse_number)
            .ok_or_else(|| self.expected(vec![Expected::Number]))?;
        self.at += 1;
        Ok(number)
    }

    /// Reads a whole number if the next token is one.
    pub fn try_number(&mut self) -> Option<i64> {
        self.number().ok()
    }

    /// Reads a value as typed (a tile, a card's number), to be checked by the game; `what`
    /// names the value in the error when the text has ended.
    pub fn value(&mut self, what: &'static str) -> Result<String, TextError> {
        let token = self
            .peek()
            .map(str::to_string)
            .ok_or_else(|| self.expected(vec![Expected::Value(what)]))?;
        self.at += 1;
        Ok(token)
    }

    /// Reads a player's name (or a beginning of it that fits one player only).
    pub fn seat(&mut self) -> Result<Seat, TextError> {
        let token = self.peek().unwrap_or_default();
        let seat = self
            .lexicon
            .seat(token.trim_start_matches('@'))
            .ok_or_else(|| self.expected(vec![Expected::Seat]))?;
        self.at += 1;
        Ok(seat)
    }

    /// Succeeds when every token has been read.
    pub fn finish(&self) -> Result<(), TextError> {
        if self.is_done() {
            Ok(())
        } else {
            Err(self.expected(vec![Expected::End]))
        }
    }
}

enum WordMatch {
    One(&'static str, usize),
    Several(Vec<&'static str>),
    None,
}

/// Currency signs a typed amount may carry.
const CURRENCY: [char; 6] = ['$', '¥', '€', '£', '円', '元'];

fn parse_number(token: &str) -> Option<i64> {
    let token = token.trim_matches(|c| CURRENCY.contains(&c));
    let (negative, digits) = match token.strip_prefix('-') {
        Some(rest) => (true, rest.trim_start_matches(|c| CURRENCY.contains(&c))),
        None => (false, token),
    };
    if digits.is_empty()
        || digits.starts_with(',')
        || digits.ends_with(',')
        || digits.contains(",,")
        || !digits.chars().all(|c| c.is_ascii_digit() || c == ',')
    {
        return None;
    }
    let magnitude: i64 = digits.replace(',', "").parse().ok()?;
    Some(if negative { -magnitude } else { magnitude })
}

/// One form of a kind's text commands, for the grammar clients are served.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrammarRule {
    /// The command's `type`.
    pub command: &'static str,
    /// The form: `{id}` a word, `<id>` a placeholder named by a message, `[…]` optional, `…`
    /// repeats what precedes it, `|` separates choices.
    pub pattern: &'static str,
    /// The message id of a sentence that says what the form does.
    pub help: &'static str,
}

/// A piece of a grammar rule's pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PatternPart {
    /// Text written as is (`[`, `]`, `…`, `|`, spaces).
    Text(&'static str),
    /// `{id}`: a word.
    Word(&'static str),
    /// `<id>`: a placeholder named by a message.
    Placeholder(&'static str),
}

/// A pattern's pieces, in order.
pub fn pattern_parts(pattern: &'static str) -> Vec<PatternPart> {
    let mut parts = Vec::new();
    let mut rest = pattern;
    while let Some(start) = rest.find(['{', '<']) {
        let placeholder = rest[start..].starts_with('<');
        let close = if placeholder { '>' } else { '}' };
        let Some(length) = rest[start + 1..].find(close) else {
            break;
        };
        if start > 0 {
            parts.push(PatternPart::Text(&rest[..start]));
        }
        let id = &rest[start + 1..start + 1 + length];
        parts.push(if placeholder {
            PatternPart::Placeholder(id)
        } else {
            PatternPart::Word(id)
        });
        rest = &rest[start + 1 + length + 1..];
    }
    if !rest.is_empty() {
        parts.push(PatternPart::Text(rest));
    }
    parts
}

/// Every message id a grammar rule uses: its words, its placeholders and its help.
pub fn rule_ids(rule: &GrammarRule) -> Vec<&'static str> {
    let mut ids = vec![rule.help];
    ids.extend(
        pattern_parts(rule.pattern)
            .into_iter()
            .filter_map(|part| match part {
                PatternPart::Word(id) | PatternPart::Placeholder(id) => Some(id),
                PatternPart::Text(_) => None,
            }),
    );
    ids
}

/// A lexicon for tests in no language: a word's text is its id's last part after the kind
/// (`acquire-cmd-buy` is `cmd-buy`… and `buy`), and seats are named `p0`, `p1` ….
#[derive(Clone, Copy, Debug, Default)]
pub struct PlainLexicon;

impl PlainLexicon {
    /// The text [`PlainLexicon`] reads for the word `id`: its last part after `-`.
    pub fn text(id: &str) -> &str {
        id.rsplit('-').next().unwrap_or(id)
    }

    /// A phrase written as [`PlainLexicon`] reads it.
    pub fn write(phrase: &Phrase) -> String {
        phrase
            .0
            .iter()
            .map(|token| match token {
                Token::Word(id) => Self::text(id).to_string(),
                Token::Number(number) => number.to_string(),
                Token::Name(name) => name.clone(),
                Token::Seat(seat) => format!("p{}", seat.0),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl Lexicon for PlainLexicon {
    fn fit(&self, id: &'static str, text: &str) -> Fit {
        let word = Self::text(id).to_lowercase();
        let text = text.to_lowercase();
        if word == text {
            Fit::Exact
        } else if !text.is_empty() && word.starts_with(&text) {
            Fit::Prefix
        } else {
            Fit::No
        }
    }

    fn seat(&self, text: &str) -> Option<Seat> {
        text.strip_prefix('p')?.parse().ok().map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUY: &str = "test-cmd-buy";
    const BUILD: &str = "test-cmd-build";
    const TOWER: &str = "test-chain-tower";

    #[test]
    fn words_match_whole_or_by_an_unambiguous_beginning() {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new("BUY tow", &lexicon);
        assert_eq!(reader.word(&[BUY, BUILD]), Ok(BUY));
        assert_eq!(reader.word(&[TOWER]), Ok(TOWER));
        assert!(reader.finish().is_ok());
        let mut reader = Reader::new("bu", &lexicon);
        let error = reader.word(&[BUY, BUILD]).unwrap_err();
        assert!(error.ambiguous);
        assert_eq!(
            error.expected,
            vec![Expected::Word(BUY), Expected::Word(BUILD)]
        );
        let mut reader = Reader::new("sell", &lexicon);
        let error = reader.word(&[BUY, BUILD]).unwrap_err();
        assert_eq!((error.at, error.found.as_deref()), (0, Some("sell")));
        assert!(!error.ambiguous);
        assert_eq!(reader.try_word(&[BUY]), None);
        assert_eq!(reader.peek(), Some("sell"), "a failed try reads nothing");
    }

    #[test]
    fn numbers_take_signs_separators_and_any_width() {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new("$1,500 ２５ -3 1500円 1,,0 12a", &lexicon);
        assert_eq!(reader.number(), Ok(1500));
        assert_eq!(reader.number(), Ok(25));
        assert_eq!(reader.number(), Ok(-3));
        assert_eq!(reader.number(), Ok(1500));
        assert!(reader.number().is_err());
        assert_eq!(reader.value("test-text-thing").as_deref(), Ok("1,,0"));
        assert_eq!(reader.try_number(), None);
        assert_eq!(reader.value("test-text-thing").as_deref(), Ok("12a"));
        let error = reader.value("test-text-thing").unwrap_err();
        assert_eq!((error.at, error.found), (6, None));
        assert_eq!(error.expected, vec![Expected::Value("test-text-thing")]);
    }

    #[test]
    fn tokens_split_at_any_space_and_drop_trailing_commas() {
        let lexicon = PlainLexicon;
        let reader = Reader::new("  buy\u{3000}2 tow,  1、imp ", &lexicon);
        assert_eq!(reader.tokens(), ["buy", "2", "tow", "1", "imp"]);
    }

    #[test]
    fn the_end_must_come_when_the_command_does() {
        let lexicon = PlainLexicon;
        let mut reader = Reader::new("buy p1 extra", &lexicon);
        reader.word(&[BUY]).unwrap();
        assert_eq!(reader.seat(), Ok(Seat(1)));
        let error = reader.finish().unwrap_err();
        assert_eq!((error.at, error.expected), (2, vec![Expected::End]));
    }

    #[test]
    fn grammar_rules_name_their_words_and_placeholders() {
        let rule = GrammarRule {
            command: "buy_shares",
            pattern: "{test-cmd-buy} [<test-text-count> <test-text-chain>]…",
            help: "test-help-buy",
        };
        assert_eq!(
            rule_ids(&rule),
            [
                "test-help-buy",
                "test-cmd-buy",
                "test-text-count",
                "test-text-chain"
            ]
        );
    }

    #[test]
    fn the_plain_lexicon_writes_what_it_reads() {
        let phrase = Phrase::new(BUY)
            .number(2u8)
            .word(TOWER)
            .seat(Seat(3))
            .name("7C");
        assert_eq!(PlainLexicon::write(&phrase), "buy 2 tower p3 7C");
    }
}
