//! Board pictures for readers that show no SVG (mail clients): the game's SVG drawn as a PNG
//! by resvg with the system's fonts, and its description in words (its `<desc>`). Japanese and Chinese labels need a CJK font installed (e.g.
//! Debian's `fonts-noto-cjk`); a character no font has is left out of the picture.

use std::sync::{Arc, LazyLock};

use resvg::{tiny_skia, usvg};

use crate::i18n::Language;

/// The widest picture drawn, in pixels: larger ones are scaled down to it.
const MAX_WIDTH: u32 = 1200;

/// Why a picture could not be drawn.
#[derive(Debug, thiserror::Error)]
pub enum RasterError {
    #[error("the picture does not parse: {0}")]
    Unreadable(String),
    #[error("the picture has no size")]
    Empty,
    #[error("the PNG could not be written: {0}")]
    Encoding(String),
}

/// The system's fonts, read once.
static FONTS: LazyLock<Arc<usvg::fontdb::Database>> = LazyLock::new(|| {
    let mut fonts = usvg::fontdb::Database::new();
    fonts.load_system_fonts();
    Arc::new(fonts)
});

/// The families preferred for a character the picture's own fonts lack, for `language`:
/// the CJK font of that language's glyph forms first.
fn preferred_fallbacks(language: Language) -> &'static [&'static str] {
    match language {
        Language::ZhTw => &["Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK SC"],
        Language::Ja | Language::En => {
            &["Noto Sans CJK JP", "Noto Sans CJK TC", "Noto Sans CJK SC"]
        }
    }
}

fn options(language: Language) -> usvg::Options<'static> {
    let mut options = usvg::Options {
        fontdb: FONTS.clone(),
        font_family: "DejaVu Sans".into(),
        languages: vec![language.tag().to_string()],
        ..usvg::Options::default()
    };
    let preferred = preferred_fallbacks(language);
    let default = usvg::FontResolver::default_fallback_selector();
    options.font_resolver.select_fallback = Box::new(move |c, exclude, fonts| {
        preferred
            .iter()
            .find_map(|family| {
                let id = fonts.query(&usvg::fontdb::Query {
                    families: &[usvg::fontdb::Family::Name(family)],
                    ..usvg::fontdb::Query::default()
                })?;
                (!exclude.contains(&id)).then_some(id)
            })
            .or_else(|| default(c, exclude, fonts))
    });
    options
}

/// The picture's description in words (its `<desc>`: what the picture shows, as the viewer
/// may see it), if it has one.
pub fn description(svg: &str) -> Option<String> {
    let document = roxmltree::Document::parse(svg).ok()?;
    document
        .root_element()
        .children()
        .find(|node| node.has_tag_name("desc"))
        .and_then(|desc| desc.text())
        .map(str::to_string)
}

/// `svg` drawn on white as a PNG, at its own size up to [`MAX_WIDTH`] pixels wide, with
/// missing glyphs taken from the CJK font of `language`.
pub fn png(svg: &str, language: Language) -> Result<Vec<u8>, RasterError> {
    let tree = usvg::Tree::from_str(svg, &options(language))
        .map_err(|error| RasterError::Unreadable(error.to_string()))?;
    let size = tree.size();
    let scale = (MAX_WIDTH as f32 / size.width()).min(1.0);
    let pixels = size
        .to_int_size()
        .scale_by(scale)
        .ok_or(RasterError::Empty)?;
    let mut pixmap =
        tiny_skia::Pixmap::new(pixels.width(), pixels.height()).ok_or(RasterError::Empty)?;
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    pixmap
        .encode_png()
        .map_err(|error| RasterError::Encoding(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The PNG's width and height, from its header.
    fn dimensions(png: &[u8]) -> (u32, u32) {
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG signature");
        let number = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
        (number(16), number(20))
    }

    /// The pixels of `png` that are not white.
    fn inked(png: &[u8]) -> usize {
        let pixmap = tiny_skia::Pixmap::decode_png(png).expect("a PNG");
        pixmap
            .pixels()
            .iter()
            .filter(|pixel| (pixel.red(), pixel.green(), pixel.blue()) != (255, 255, 255))
            .count()
    }

    #[test]
    fn latin_japanese_and_chinese_text_is_drawn() {
        // The pictures' own font list; the CJK characters come from the fallback font.
        for (text, language) in [
            ("Acquire", Language::En),
            ("手番 アクワイア", Language::Ja),
            ("輪到你 連鎖酒店", Language::ZhTw),
        ] {
            let svg = format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60" width="300" height="60" font-family="system-ui, 'Segoe UI', Roboto, Arial, 'Liberation Sans', sans-serif"><text x="10" y="40" font-size="24">{text}</text></svg>"#
            );
            let drawn = inked(&png(&svg, language).unwrap());
            assert!(
                drawn > 100,
                "{text}: {drawn} pixels inked (is a CJK font installed?)"
            );
        }
    }

    #[test]
    fn the_description_is_read_with_its_entities() {
        let svg = r#"<svg xmlns="http://www.w3.org/2000/svg"><title>t</title><desc id="board-desc">ann&apos;s hand: 5C &amp; 7D</desc></svg>"#;
        assert_eq!(description(svg).as_deref(), Some("ann's hand: 5C & 7D"));
        assert_eq!(
            description("<svg xmlns=\"http://www.w3.org/2000/svg\"/>"),
            None
        );
    }

    #[test]
    fn a_picture_is_drawn_at_its_size_and_scaled_down_when_wide() {
        let small = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" width="300" height="200"><rect x="10" y="10" width="50" height="50" fill="#c00"/></svg>"##;
        assert_eq!(dimensions(&png(small, Language::En).unwrap()), (300, 200));
        let wide = r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2400 400" width="2400" height="400"><rect width="10" height="10"/></svg>"#;
        assert_eq!(dimensions(&png(wide, Language::En).unwrap()), (1200, 200));
        assert!(matches!(
            png("<not svg", Language::En),
            Err(RasterError::Unreadable(_))
        ));
    }
}
