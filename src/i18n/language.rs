//! The languages the server speaks, and which one a reader gets.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;
use utoipa::ToSchema;

/// A language the server speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
pub enum Language {
    /// English (`en`).
    #[default]
    #[serde(rename = "en")]
    En,
    /// Japanese (`ja`).
    #[serde(rename = "ja")]
    Ja,
    /// Traditional Chinese (`zh-TW`).
    #[serde(rename = "zh-TW")]
    ZhTw,
}

impl Language {
    /// Every language, English first.
    pub const ALL: [Language; 3] = [Language::En, Language::Ja, Language::ZhTw];

    /// The language's tag (BCP 47).
    pub fn tag(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::Ja => "ja",
            Language::ZhTw => "zh-TW",
        }
    }

    /// The best of an `Accept-Language` header's languages that the server speaks (highest
    /// `q` first, then the header's order; `q=0` refuses a language).
    pub fn from_accept_language(header: &str) -> Option<Language> {
        let mut ranked: Vec<(u16, usize, Language)> = header
            .split(',')
            .enumerate()
            .filter_map(|(index, item)| {
                let mut parts = item.split(';');
                let tag = parts.next()?.trim();
                let quality = parts
                    .filter_map(|part| part.trim().strip_prefix("q="))
                    .next()
                    .map_or(Some(1000), parse_quality)?;
                let language = Language::matching(tag)?;
                (quality > 0).then_some((quality, index, language))
            })
            .collect();
        ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        ranked.first().map(|(_, _, language)| *language)
    }

    /// The language a tag names: `ja`, `ja-JP` → Japanese; `zh-TW`, `zh-Hant`, `zh-HK`,
    /// `zh-MO` → Traditional Chinese (a simplified `zh` is not spoken); `en-*` → English.
    pub fn matching(tag: &str) -> Option<Language> {
        let id: LanguageIdentifier = tag.trim().parse().ok()?;
        match id.language.as_str() {
            "en" => Some(Language::En),
            "ja" => Some(Language::Ja),
            "zh" => {
                let script = id.script.map(|s| s.as_str().to_ascii_lowercase());
                let region = id.region.map(|r| r.as_str().to_ascii_uppercase());
                let traditional = script.as_deref() == Some("hant")
                    || matches!(region.as_deref(), Some("TW" | "HK" | "MO"));
                traditional.then_some(Language::ZhTw)
            }
            _ => None,
        }
    }
}

/// The languages a request asks for by itself: its `?lang=` and the best of its
/// `Accept-Language`. The user's own setting ranks between the two ([`Asked::with_setting`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Asked {
    /// The language `?lang=` names.
    pub query: Option<Language>,
    /// The best language of `Accept-Language` that the server speaks.
    pub header: Option<Language>,
}

impl Asked {
    /// What a request asks with its `lang` query parameter and its `Accept-Language` header
    /// (a tag the server does not speak is passed over).
    pub fn parse(query: Option<&str>, accept_language: Option<&str>) -> Asked {
        Asked {
            query: query.and_then(Language::matching),
            header: accept_language.and_then(Language::from_accept_language),
        }
    }

    /// The language to answer in, given the user's setting (`None` for an anonymous reader
    /// or a user who chose none).
    pub fn with_setting(self, setting: Option<Language>) -> Language {
        self.query.or(setting).or(self.header).unwrap_or_default()
    }
}

/// A quality value in thousandths (`0.8` → 800), or `None` when malformed.
fn parse_quality(text: &str) -> Option<u16> {
    let value: f32 = text.trim().parse().ok()?;
    (0.0..=1.0)
        .contains(&value)
        .then(|| (value * 1000.0).round() as u16)
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl FromStr for Language {
    type Err = String;

    fn from_str(tag: &str) -> Result<Self, String> {
        Language::matching(tag).ok_or_else(|| format!("`{tag}` is not en, ja or zh-TW"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_the_three_languages() {
        assert_eq!(Language::matching("ja-JP"), Some(Language::Ja));
        assert_eq!(Language::matching("zh-Hant-TW"), Some(Language::ZhTw));
        assert_eq!(Language::matching("zh-hk"), Some(Language::ZhTw));
        assert_eq!(Language::matching("zh-CN"), None);
        assert_eq!(Language::matching("EN-gb"), Some(Language::En));
        assert_eq!(Language::matching("fr"), None);
        assert_eq!(Language::matching("not a tag!"), None);
    }

    #[test]
    fn accept_language_takes_the_best_spoken_language() {
        let best = Language::from_accept_language;
        assert_eq!(
            best("fr-CH, fr;q=0.9, ja;q=0.8, en;q=0.7"),
            Some(Language::Ja)
        );
        assert_eq!(best("zh-CN, zh-TW;q=0.5, en;q=0.4"), Some(Language::ZhTw));
        assert_eq!(best("en;q=0.2, ja"), Some(Language::Ja));
        assert_eq!(best("ja;q=0, en;q=0.1"), Some(Language::En));
        assert_eq!(best("de, fr"), None);
        assert_eq!(best("ja;q=abc"), None);
    }

    #[test]
    fn the_query_beats_the_setting_which_beats_the_header() {
        let header = Some("ja");
        let language = |query, setting| Asked::parse(query, header).with_setting(setting);
        assert_eq!(language(None, None), Language::Ja);
        assert_eq!(language(None, Some(Language::ZhTw)), Language::ZhTw);
        assert_eq!(language(Some("en"), Some(Language::ZhTw)), Language::En);
        assert_eq!(
            language(Some("xx"), None),
            Language::Ja,
            "a tag the server does not speak is passed over"
        );
        assert_eq!(Asked::parse(None, None).with_setting(None), Language::En);
    }

    #[test]
    fn what_a_request_asks_ranks_around_the_setting() {
        let asked = Asked {
            query: None,
            header: Some(Language::Ja),
        };
        assert_eq!(asked.with_setting(None), Language::Ja);
        assert_eq!(asked.with_setting(Some(Language::ZhTw)), Language::ZhTw);
        let asked = Asked {
            query: Some(Language::En),
            ..asked
        };
        assert_eq!(asked.with_setting(Some(Language::ZhTw)), Language::En);
        assert_eq!(Asked::default().with_setting(None), Language::En);
    }
}
