//! Words in the reader's language: English, Japanese and Traditional Chinese. The messages are
//! data: Fluent files, the server's own in `src/i18n/messages/` and each game's in its folder
//! (`src/games/<kind>/words/`). [`say`] turns a game's [`crate::engine::words::Message`] into a sentence of one
//! language, naming seats by their players; [`Asked`] picks the language of a request
//! (`?lang=`, then the user's setting, then `Accept-Language`).

mod bundles;
mod commands;
mod language;
mod options;
mod speaker;

pub use bundles::{
    MessageCheck, check_messages, kind_title, message_ids, plain_text, say, say_all,
};
pub use commands::{GrammarLine, command_text, explain, grammar, read_command, write};
pub use language::{Asked, Language};
pub use options::{BotWords, ChoiceWords, OptionWords, bot_words, option_words};
pub use speaker::Speaker;
