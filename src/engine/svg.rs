//! A small writer of SVG documents for the board pictures ([`super::Game::render`]): every
//! picture is one self-contained document with a `viewBox`, `role="img"`, a `<title>` and a
//! `<desc>` in words, and nothing fetched from elsewhere (no fonts, images, scripts or styles
//! sheets; text uses the reader's own fonts through [`SANS`] and [`MONO`]).
//!
//! Coordinates and every other number are integers (see [`AttrValue`]), so a picture is the
//! same byte for byte wherever it is drawn. Text and attribute values are escaped here, so a
//! name cannot break the document.

use std::fmt::{self, Write};

use super::Seat;
use super::words::{Message, Say};

/// The font families of ordinary text: the reader's system fonts, nothing downloaded.
pub const SANS: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

/// The font families of labels that line up in columns (tile names, amounts).
pub const MONO: &str =
    "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace";

/// Text colour on light backgrounds.
pub const INK: &str = "#1f2328";
/// Secondary text and thin lines.
pub const MUTED: &str = "#59636e";
/// The colour that marks what belongs to the viewer or awaits them.
pub const HIGHLIGHT: &str = "#d4237a";

/// One colour per seat (0 to 7) with the text colour that reads on it, distinguishable also
/// with the common colour-vision deficiencies (the Okabe–Ito palette). Pictures never tell
/// seats apart by colour alone: a seat's marks carry its number or name too.
const SEAT_COLOURS: [(&str, &str); 8] = [
    ("#0072b2", "#ffffff"),
    ("#e69f00", INK),
    ("#009e73", "#ffffff"),
    ("#cc79a7", INK),
    ("#56b4e9", INK),
    ("#d55e00", "#ffffff"),
    ("#f0e442", INK),
    ("#3d3d3d", "#ffffff"),
];

/// A seat's colour and the text colour that reads on it.
pub fn seat_colour(seat: Seat) -> (&'static str, &'static str) {
    SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()]
}

/// What a picture is drawn with besides the view: the public facts of the game that a view
/// does not carry (the version shown and who holds each seat), and the reader's words.
#[derive(Clone, Copy)]
pub struct Caption<'a> {
    /// The version the picture shows (the log entry it was drawn after).
    pub version: i64,
    /// The username holding each seat, in seat order (a seat missing here is named by its
    /// number).
    pub players: &'a [String],
    /// Says the picture's labels and sentences in the reader's language.
    pub words: &'a dyn Say,
}

impl fmt::Debug for Caption<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Caption")
            .field("version", &self.version)
            .field("players", &self.players)
            .finish_non_exhaustive()
    }
}

/// The longest name printed in a picture, in characters; longer ones are shortened.
const NAME_CHARS: usize = 14;

impl Caption<'_> {
    /// `message` in the reader's language.
    pub fn say(&self, message: &Message) -> String {
        self.words.say(message)
    }

    /// A seat's short name: its player's username (shortened to fit), or `seat N`.
    pub fn name(&self, seat: Seat) -> String {
        match self.players.get(seat.index()) {
            Some(name) => shorten(name, NAME_CHARS),
            None => self.say(&unnamed(seat)),
        }
    }

    /// A seat's full label for sentences: `alice (seat 0)`, or `seat 0`.
    pub fn label(&self, seat: Seat) -> String {
        self.say(&self.label_message(seat))
    }

    /// Names of several seats joined for a sentence (`alice (seat 0), seat 2`), or `nobody`.
    pub fn labels(&self, seats: &[Seat]) -> String {
        if seats.is_empty() {
            return self.say(&Message::new("picture-nobody"));
        }
        let labels: Vec<Message> = seats.iter().map(|&seat| self.label_message(seat)).collect();
        self.say(&Message::new("picture-seats").with("seats", labels))
    }

    fn label_message(&self, seat: Seat) -> Message {
        match self.players.get(seat.index()) {
            Some(name) => Message::new("picture-seat-label")
                .with("name", name.as_str())
                .with("seat", seat.number()),
            None => unnamed(seat),
        }
    }
}

/// `seat N`, for a seat nobody holds.
fn unnamed(seat: Seat) -> Message {
    Message::new("picture-seat").with("seat", seat.number())
}

/// Whether `c` takes a full em in a picture's fonts: CJK characters, kana, Hangul and
/// full-width forms. Pictures measure text with it to fit and wrap their labels.
pub fn is_wide(c: char) -> bool {
    matches!(
        c,
        '\u{1100}'..='\u{115f}'
            | '\u{2e80}'..='\u{a4cf}'
            | '\u{ac00}'..='\u{d7a3}'
            | '\u{f900}'..='\u{faff}'
            | '\u{fe30}'..='\u{fe4f}'
            | '\u{ff00}'..='\u{ff60}'
            | '\u{ffe0}'..='\u{ffe6}'
    )
}

/// `text` cut to at most `max` characters, ending with `…` when cut.
pub fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut short: String = text.chars().take(max.saturating_sub(1)).collect();
    short.push('…');
    short
}

/// An integer with thousands separated by commas: `12,500`, `-3,000`.
pub fn grouped(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// A value an attribute may take: text (escaped) or an integer. Floats are left out on
/// purpose: their printed precision would make pictures differ.
pub trait AttrValue {
    /// Appends the value, escaped for an attribute in double quotes.
    fn write_to(&self, out: &mut String);
}

impl AttrValue for &str {
    fn write_to(&self, out: &mut String) {
        escape_into(self, out);
    }
}

impl AttrValue for String {
    fn write_to(&self, out: &mut String) {
        escape_into(self, out);
    }
}

macro_rules! integer_attr {
    ($($t:ty),*) => {$(
        impl AttrValue for $t {
            fn write_to(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}
integer_attr!(i32, i64, u8, u32, u64, usize);

/// Appends `text` escaped for XML character data and double-quoted attributes; characters
/// XML 1.0 does not allow are dropped.
fn escape_into(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => {}
            c => out.push(c),
        }
    }
}

/// An SVG document being written.
#[derive(Debug)]
pub struct Svg {
    out: String,
    open: Vec<&'static str>,
}

impl Svg {
    /// Starts a picture `width` × `height` units large (its `viewBox`, so it scales), with its
    /// accessible name `title`, its description `desc`, and a white background.
    pub fn new(width: i32, height: i32, title: &str, desc: &str) -> Svg {
        let mut svg = Svg {
            out: String::with_capacity(32 * 1024),
            open: Vec::new(),
        };
        svg.element("svg")
            .attr("xmlns", "http://www.w3.org/2000/svg")
            .attr("viewBox", format!("0 0 {width} {height}"))
            .attr("width", width)
            .attr("height", height)
            .attr("role", "img")
            .attr("aria-labelledby", "board-title board-desc")
            .attr("font-family", SANS)
            .attr("font-size", 14)
            .attr("fill", INK)
            .open();
        svg.element("title")
            .attr("id", "board-title")
            .content(title);
        svg.element("desc").attr("id", "board-desc").content(desc);
        svg.rect(0, 0, width, height).fill("#ffffff");
        svg
    }

    /// Starts an element; set its attributes on the returned [`Element`], which is written
    /// when it is dropped.
    pub fn element(&mut self, name: &'static str) -> Element<'_> {
        self.out.push('<');
        self.out.push_str(name);
        Element {
            svg: self,
            name,
            content: None,
            open: false,
        }
    }

    /// A rectangle.
    pub fn rect(&mut self, x: i32, y: i32, width: i32, height: i32) -> Element<'_> {
        self.element("rect")
            .attr("x", x)
            .attr("y", y)
            .attr("width", width)
            .attr("height", height)
    }

    /// A circle.
    pub fn circle(&mut self, cx: i32, cy: i32, r: i32) -> Element<'_> {
        self.element("circle")
            .attr("cx", cx)
            .attr("cy", cy)
            .attr("r", r)
    }

    /// A straight line.
    pub fn line(&mut self, x1: i32, y1: i32, x2: i32, y2: i32) -> Element<'_> {
        self.element("line")
            .attr("x1", x1)
            .attr("y1", y1)
            .attr("x2", x2)
            .attr("y2", y2)
    }

    /// A closed polygon through `points`.
    pub fn polygon(&mut self, points: &[(i32, i32)]) -> Element<'_> {
        let points: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
        self.element("polygon").attr("points", points.join(" "))
    }

    /// A path with data `d` (see [`Path`]).
    pub fn path(&mut self, d: &Path) -> Element<'_> {
        self.element("path").attr("d", d.data.clone())
    }

    /// A line of text whose baseline starts at (`x`, `y`) (see [`Element::anchor`]).
    pub fn text(&mut self, x: i32, y: i32, text: &str) -> Element<'_> {
        let mut element = self.element("text").attr("x", x).attr("y", y);
        element.content = Some(text.to_string());
        element
    }

    /// A group: call [`Element::open`] on it, draw its children, then [`Svg::close`].
    pub fn group(&mut self) -> Element<'_> {
        self.element("g")
    }

    /// A `<title>` for the element just opened: its accessible name, shown as a tooltip.
    pub fn title(&mut self, text: &str) {
        self.element("title").content(text);
    }

    /// The heading of a picture `width` units wide: the game's name and the status sentence
    /// at the left, the version drawn and whose view it is at the right.
    pub fn heading(
        &mut self,
        width: i32,
        game: &str,
        status: &str,
        caption: &Caption,
        seen_by: Option<Seat>,
    ) {
        self.text(24, 36, game).size(22).bold();
        self.text(24, 66, status).size(16);
        let version = Message::new("picture-version").with("version", caption.version);
        let about = match seen_by {
            Some(seat) => caption.say(
                &Message::new("picture-version-seen-by")
                    .with("version", version)
                    .with("seat", caption.label_message(seat)),
            ),
            None => caption.say(&version),
        };
        self.text(width - 24, 36, &about).anchor("end").fill(MUTED);
    }

    /// Closes the element opened last.
    pub fn close(&mut self) {
        if let Some(name) = self.open.pop() {
            self.out.push_str("</");
            self.out.push_str(name);
            self.out.push('>');
        }
    }

    /// The finished document (every element still open is closed).
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out.push('\n');
        self.out
    }
}

/// An element being written: attributes first; it is closed (`/>`, or with its text content)
/// when dropped, unless [`Element::open`] makes it a container.
pub struct Element<'a> {
    svg: &'a mut Svg,
    name: &'static str,
    content: Option<String>,
    open: bool,
}

impl Element<'_> {
    /// Sets an attribute.
    pub fn attr(self, name: &str, value: impl AttrValue) -> Self {
        self.svg.out.push(' ');
        self.svg.out.push_str(name);
        self.svg.out.push_str("=\"");
        value.write_to(&mut self.svg.out);
        self.svg.out.push('"');
        self
    }

    /// The fill colour.
    pub fn fill(self, colour: &str) -> Self {
        self.attr("fill", colour)
    }

    /// The outline colour and width.
    pub fn stroke(self, colour: &str, width: i32) -> Self {
        self.attr("stroke", colour).attr("stroke-width", width)
    }

    /// A dashed outline (dash and gap `dash` units long).
    pub fn dashed(self, dash: i32) -> Self {
        self.attr("stroke-dasharray", format!("{dash} {dash}"))
    }

    /// The font size of a text.
    pub fn size(self, size: i32) -> Self {
        self.attr("font-size", size)
    }

    /// Bold text.
    pub fn bold(self) -> Self {
        self.attr("font-weight", "bold")
    }

    /// Bold text when `bold` holds.
    pub fn bold_if(self, bold: bool) -> Self {
        if bold { self.bold() } else { self }
    }

    /// Where a text sits on its `x`: `start`, `middle` or `end`.
    pub fn anchor(self, anchor: &str) -> Self {
        self.attr("text-anchor", anchor)
    }

    /// Monospaced text.
    pub fn mono(self) -> Self {
        self.attr("font-family", MONO)
    }

    /// Gives the element text content (escaped).
    pub fn content(mut self, text: &str) {
        self.content = Some(text.to_string());
    }

    /// Keeps the element open: what is drawn next goes inside it until [`Svg::close`].
    pub fn open(mut self) {
        self.open = true;
    }
}

impl Drop for Element<'_> {
    fn drop(&mut self) {
        let out = &mut self.svg.out;
        if self.open {
            out.push('>');
            self.svg.open.push(self.name);
        } else if let Some(text) = &self.content {
            out.push('>');
            escape_into(text, out);
            out.push_str("</");
            out.push_str(self.name);
            out.push('>');
        } else {
            out.push_str("/>");
        }
    }
}

/// Path data built from integer moves and lines.
#[derive(Clone, Debug, Default)]
pub struct Path {
    data: String,
}

impl Path {
    /// An empty path.
    pub fn new() -> Path {
        Path::default()
    }

    /// Moves to (`x`, `y`) without drawing.
    pub fn move_to(mut self, x: i32, y: i32) -> Path {
        let _ = write!(self.data, "M{x} {y}");
        self
    }

    /// Draws a line to (`x`, `y`).
    pub fn line_to(mut self, x: i32, y: i32) -> Path {
        let _ = write!(self.data, "L{x} {y}");
        self
    }

    /// Adds a segment from (`x1`, `y1`) to (`x2`, `y2`) as its own subpath.
    pub fn segment(self, x1: i32, y1: i32, x2: i32, y2: i32) -> Path {
        self.move_to(x1, y1).line_to(x2, y2)
    }

    /// Closes the current subpath.
    pub fn close(mut self) -> Path {
        self.data.push('Z');
        self
    }

    /// Whether nothing was added.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The path data as written into `d`.
    pub fn as_str(&self) -> &str {
        &self.data
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::words::Arg;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut svg = Svg::new(10, 20, "a <b> & \"c\"", "it's\u{1} fine");
        svg.text(1, 2, "x < y & z").attr("data-name", "\"q\" <r>");
        let doc = svg.finish();
        assert!(doc.contains("<title id=\"board-title\">a &lt;b&gt; &amp; &quot;c&quot;</title>"));
        assert!(doc.contains("<desc id=\"board-desc\">it&apos;s fine</desc>"));
        assert!(doc.contains(">x &lt; y &amp; z</text>"));
        assert!(doc.contains("data-name=\"&quot;q&quot; &lt;r&gt;\""));
    }

    #[test]
    fn elements_nest_and_close_in_order() {
        let mut svg = Svg::new(100, 50, "t", "d");
        svg.group().attr("id", "outer").open();
        svg.title("outer group");
        svg.rect(1, 2, 3, 4).fill("red").stroke("#000", 1);
        svg.group().open();
        svg.circle(5, 6, 7).fill("blue");
        svg.close();
        svg.path(&Path::new().move_to(0, 0).line_to(3, 4).close())
            .fill("none");
        let doc = svg.finish();
        assert!(doc.starts_with(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 50\" width=\"100\" \
             height=\"50\" role=\"img\""
        ));
        assert!(doc.contains(
            "<g id=\"outer\"><title>outer group</title><rect x=\"1\" y=\"2\" width=\"3\" \
             height=\"4\" fill=\"red\" stroke=\"#000\" stroke-width=\"1\"/><g><circle cx=\"5\" \
             cy=\"6\" r=\"7\" fill=\"blue\"/></g><path d=\"M0 0L3 4Z\" fill=\"none\"/></g></svg>"
        ));
    }

    #[test]
    fn numbers_and_names_print_the_same_everywhere() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(-1234567), "-1,234,567");
        assert_eq!(shorten("abcdef", 4), "abc…");
        assert_eq!(shorten("abc", 4), "abc");
        let players = [
            "alice".to_string(),
            "a_very_long_username_indeed".to_string(),
        ];
        let caption = Caption {
            version: 3,
            players: &players,
            words: &Ids,
        };
        assert_eq!(caption.name(Seat(0)), "alice");
        assert_eq!(caption.name(Seat(1)), "a_very_long_u…");
        // People count seats from 1.
        assert_eq!(caption.name(Seat(2)), "picture-seat(seat=3)");
        assert_eq!(
            caption.label(Seat(0)),
            "picture-seat-label(name=alice, seat=1)"
        );
        assert_eq!(
            caption.labels(&[Seat(0), Seat(2)]),
            "picture-seats(seats=[picture-seat-label(name=alice, seat=1), picture-seat(seat=3)])"
        );
        assert_eq!(caption.labels(&[]), "picture-nobody()");
    }

    /// Says a message as its id and arguments.
    struct Ids;

    impl Say for Ids {
        fn say(&self, message: &Message) -> String {
            let args: Vec<String> = message
                .args
                .iter()
                .map(|(name, arg)| format!("{name}={}", self.arg(arg)))
                .collect();
            format!("{}({})", message.id, args.join(", "))
        }
    }

    impl Ids {
        fn arg(&self, arg: &Arg) -> String {
            match arg {
                Arg::Seat(seat) => format!("#{seat}"),
                Arg::Number(n) => n.to_string(),
                Arg::Name(name) => name.clone(),
                Arg::Message(message) => self.say(message),
                Arg::List(messages) => {
                    let items: Vec<String> = messages.iter().map(|m| self.say(m)).collect();
                    format!("[{}]", items.join(", "))
                }
            }
        }
    }
}
