//! Free texts players write for others to read (table talk, Tokyo Capsule Hotel promises):
//! what they may hold so that every reader sees what was written. No control character
//! (newlines only where the text allows them), no direction embedding, override or isolate
//! (which make a text read differently from what it says), at least one visible character,
//! and no pile of combining marks on one character. Markup is not refused: every renderer
//! escapes texts on output.

use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};

/// The most combining marks one character may carry.
pub const MAX_COMBINING_MARKS: usize = 8;

/// Why a text is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TextFault {
    /// A control character (newlines aside, where allowed).
    #[error("no control character is allowed, not U+{:04X}", u32::from(*.0))]
    Control(char),
    /// A bidirectional embedding, override or isolate.
    #[error("no direction override is allowed, not U+{:04X}", u32::from(*.0))]
    DirectionOverride(char),
    /// Nothing a reader can see: only whitespace, format characters, fillers or marks.
    #[error("at least one visible character is needed")]
    Invisible,
    /// More than [`MAX_COMBINING_MARKS`] combining marks in a row.
    #[error("at most {MAX_COMBINING_MARKS} combining marks may follow one character")]
    CombiningMarks,
}

/// Whether newlines may appear in a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lines {
    /// One line: every control character is refused.
    Single,
    /// Newlines (`\n`) allowed.
    Many,
}

/// Checks a text against the rules above.
pub fn check(text: &str, lines: Lines) -> Result<(), TextFault> {
    let mut marks_in_a_row = 0;
    let mut visible = false;
    for c in text.chars() {
        if c.is_control() && !(c == '\n' && lines == Lines::Many) {
            return Err(TextFault::Control(c));
        }
        if is_direction_override(c) {
            return Err(TextFault::DirectionOverride(c));
        }
        if c.general_category_group() == GeneralCategoryGroup::Mark {
            marks_in_a_row += 1;
            if marks_in_a_row > MAX_COMBINING_MARKS {
                return Err(TextFault::CombiningMarks);
            }
        } else {
            marks_in_a_row = 0;
        }
        visible |= is_visible(c);
    }
    if visible {
        Ok(())
    } else {
        Err(TextFault::Invisible)
    }
}

/// The embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069).
fn is_direction_override(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A character that shows something: not whitespace, control, format, mark, separator,
/// unassigned or private use, nor one of the letters that draw as blanks (the Hangul fillers
/// and the blank Braille pattern).
fn is_visible(c: char) -> bool {
    if c.is_whitespace()
        || matches!(
            c,
            '\u{115F}' | '\u{1160}' | '\u{3164}' | '\u{FFA0}' | '\u{2800}'
        )
    {
        return false;
    }
    !matches!(
        c.general_category_group(),
        GeneralCategoryGroup::Other | GeneralCategoryGroup::Mark | GeneralCategoryGroup::Separator
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_texts_in_any_script_pass() {
        for text in [
            "Anyone up for a trade?",
            "<b>not markup</b> & fine",
            "Tiếng Việt có dấu",
            "שלום עולם",
            "日本語のテキスト",
            "👨\u{200D}👩\u{200D}👧 family",
            "1\u{FE0F}\u{20E3}",
            "e\u{301}\u{302}",
        ] {
            assert_eq!(check(text, Lines::Single), Ok(()), "{text:?}");
        }
        assert_eq!(check("two\nlines", Lines::Many), Ok(()));
    }

    #[test]
    fn controls_overrides_invisible_texts_and_piles_of_marks_are_refused() {
        assert_eq!(
            check("two\nlines", Lines::Single),
            Err(TextFault::Control('\n'))
        );
        assert_eq!(check("nul\0", Lines::Many), Err(TextFault::Control('\0')));
        assert_eq!(
            check("esc\u{1B}[31m", Lines::Many),
            Err(TextFault::Control('\u{1B}'))
        );
        assert_eq!(
            check("abc\u{202E}fed", Lines::Many),
            Err(TextFault::DirectionOverride('\u{202E}'))
        );
        assert_eq!(
            check("\u{2067}x", Lines::Many),
            Err(TextFault::DirectionOverride('\u{2067}'))
        );
        for invisible in [
            "",
            " \u{3000} ",
            "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}",
            "\u{AD}\u{34F}",
            "\u{3164}\u{115F}\u{2800}",
            "\u{301}\u{302}",
            "\u{E000}",
        ] {
            assert_eq!(
                check(invisible, Lines::Many),
                Err(TextFault::Invisible),
                "{invisible:?}"
            );
        }
        let zalgo = format!("a{}", "\u{300}".repeat(MAX_COMBINING_MARKS + 1));
        assert_eq!(check(&zalgo, Lines::Many), Err(TextFault::CombiningMarks));
        let most = format!("a{}", "\u{300}".repeat(MAX_COMBINING_MARKS));
        assert_eq!(check(&most, Lines::Many), Ok(()));
    }
}
