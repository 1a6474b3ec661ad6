//! The commands in a player's reply to a turn email: the lines they wrote at the top, with
//! everything their mail client added cut away — quoted text, attribution lines
//! ("On … wrote:", "2026年12月6日(日) 14:00 alice <…>:", "… 於 … 寫道："), Outlook reply
//! header blocks, original and forwarded message blocks, signatures and "Sent from my
//! iPhone" footers. A plain-text body goes straight to [`written_lines`], a
//! `format=flowed` one through [`unflowed`] first and an HTML-only one through
//! [`html_text`] first.

/// Characters that clients leave around lines and that are invisible, besides Unicode
/// white space (which includes U+00A0 and U+3000).
const INVISIBLE: [char; 5] = ['\u{200B}', '\u{200C}', '\u{200D}', '\u{2060}', '\u{FEFF}'];

/// What a quoted line starts with (`｜` and `|` are used by some Japanese clients).
const QUOTE_MARKS: [char; 3] = ['>', '|', '｜'];

/// Lines that open a signature (`-- ` is trimmed to `--`).
const SIGNATURE_DELIMITERS: [&str; 3] = ["--", "—", "__"];

/// Footers that mobile and webmail clients add on a line of their own, compared without
/// white space, case or a trailing full stop or `<link>`.
const FOOTERS: &[&str] = &[
    "Sent from my iPhone",
    "Sent from my iPad",
    "Sent from my Android",
    "Sent from Mail for Windows",
    "Get Outlook for iOS",
    "Get Outlook for Android",
    "Sent from Yahoo Mail",
    "Sent from Yahoo Mail for iPhone",
    "Sent from Yahoo Mail on Android",
    "iPhoneから送信",
    "iPadから送信",
    "Androidから送信",
    "從我的iPhone傳送",
    "從我的iPad傳送",
    "从我的iPhone发送",
    "从我的iPad发送",
    "發自我的iPhone",
    "發自我的iPad",
    "发自我的iPhone",
    "发自我的iPad",
];

/// Titles that, between runs of at least three dashes, open an original or forwarded
/// message (`-----Original Message-----`), compared ignoring ASCII case.
const SEPARATOR_TITLES: &[&str] = &[
    "Original Message",
    "Forwarded message",
    "原始邮件",
    "原始郵件",
    "元のメッセージ",
    "転送されたメッセージ",
];

/// The fewest dashes on each side of a separator title.
const SEPARATOR_MIN_DASHES: usize = 3;

/// Lines that open a forwarded message by themselves, compared ignoring ASCII case.
const FORWARD_LINES: &[&str] = &["Begin forwarded message:"];

/// The fewest underscores in the rule Outlook on the web puts above the reply header.
const RULE_MIN_UNDERSCORES: usize = 10;

/// Header names that open an Outlook reply header block (`From: alice`).
const FROM_HEADERS: &[&str] = &["From", "差出人", "寄件者", "发件人", "發件人"];

/// Header names that follow the first one in an Outlook reply header block.
const HEADER_BLOCK_FIELDS: &[&str] = &[
    "Sent",
    "Date",
    "To",
    "Cc",
    "Subject",
    "送信日時",
    "宛先",
    "件名",
    "日期",
    "寄件日期",
    "发送时间",
    "收件者",
    "收件人",
    "主旨",
    "主题",
];

/// Within how many lines after the first header the next one of its block must come.
const HEADER_BLOCK_REACH: usize = 3;

/// Over how many lines a client may wrap an attribution.
const ATTRIBUTION_MAX_LINES: usize = 3;

/// How attributions end, compared without white space or case, with `：` read as `:`:
/// these by themselves (`alice さんは書きました:`)…
const ATTRIBUTION_ENDINGS: &[&str] = &["さんは書きました:", "さん wrote:"];

/// …and these after a date or time (`12/6/26 14:00, alice wrote:`).
const DATED_ATTRIBUTION_ENDINGS: &[&str] = &["wrote:", "寫道:", "写道:", "のメール:", "a écrit:"];

/// HTML elements whose contents a reader never sees.
const HIDDEN_ELEMENTS: &[&str] = &["head", "title", "style", "script"];

/// HTML elements that start and end a line.
const BLOCK_ELEMENTS: &[&str] = &["div", "p", "li", "tr", "hr", "table", "ul", "ol"];

/// Classes of HTML elements that hold quoted text: Gmail's quote, Thunderbird's
/// attribution and Yahoo Mail's quote.
const QUOTE_CLASSES: &[&str] = &["gmail_quote", "moz-cite-prefix", "yahoo_quoted"];

/// Ids of the HTML elements where Outlook's reply header starts: they and everything after
/// them are quoted.
const REPLY_HEADER_IDS: &[&str] = &["divRplyFwdMsg", "appendonsend"];

/// The named character references decoded in HTML text.
const NAMED_REFERENCES: &[(&str, char)] = &[
    ("amp", '&'),
    ("lt", '<'),
    ("gt", '>'),
    ("quot", '"'),
    ("apos", '\''),
    ("nbsp", '\u{A0}'),
];

/// The most characters a character reference may take, from `&` to `;`.
const REFERENCE_MAX_CHARS: usize = 12;

/// The lines written at the top of a reply, before anything quoted: trimmed, blank ones
/// left out, at most `max` of them.
pub fn written_lines(body: &str, max: usize) -> Vec<String> {
    let text = unified_line_ends(body);
    let lines: Vec<&str> = text.split('\n').map(trimmed).collect();
    (0..lines.len())
        .take_while(|&at| !ends_written_part(&lines, at))
        .map(|at| lines[at])
        .filter(|line| !line.is_empty())
        .take(max)
        .map(str::to_owned)
        .collect()
}

/// A `format=flowed` body (RFC 3676) with its soft line breaks joined; `delsp` as the
/// Content-Type says.
pub fn unflowed(body: &str, delsp: bool) -> String {
    let text = unified_line_ends(body);
    let mut lines = Vec::new();
    // A paragraph whose last line had a soft break: its quote depth and text so far.
    let mut open: Option<(usize, String)> = None;
    for line in text.split('\n') {
        let (depth, content) = flowed_parts(line);
        let signature = content == "-- ";
        let soft_break = content.ends_with(' ') && !signature;
        let content = match content.strip_suffix(' ') {
            Some(kept) if soft_break && delsp => kept,
            _ => content,
        };
        let mut paragraph = match open.take() {
            Some((open_depth, text)) if open_depth == depth && !signature => text,
            Some((open_depth, text)) => {
                lines.push(quoted(open_depth, &text));
                String::new()
            }
            None => String::new(),
        };
        paragraph.push_str(content);
        if soft_break {
            open = Some((depth, paragraph));
        } else {
            lines.push(quoted(depth, &paragraph));
        }
    }
    if let Some((depth, text)) = open {
        lines.push(quoted(depth, &text));
    }
    lines.join("\n")
}

/// The text of an HTML body as a reader sees it, without quoted blocks (blockquote,
/// Gmail's `gmail_quote`, Outlook's reply header `divRplyFwdMsg` / `appendonsend` and what
/// follows it, Apple Mail's `<blockquote type="cite">`), with <br>, <p>, <div>, <li>, <tr>
/// as line breaks, tags removed, <style>/<script>/<head> contents removed, and character
/// references (&amp; &lt; &gt; &quot; &#39; &nbsp; &#NNN; &#xHH;) decoded.
pub fn html_text(html: &str) -> String {
    let mut text = String::new();
    let mut rest = html;
    let mut skipped: Option<Skipped> = None;
    while let Some((token, after)) = next_token(rest) {
        rest = after;
        let tag = match token {
            Token::Text(raw) => {
                if skipped.is_none() {
                    push_text(&mut text, &decoded_references(raw));
                }
                continue;
            }
            Token::Ignored => continue,
            Token::Tag(tag) => tag,
        };
        if tag.opens() && HIDDEN_ELEMENTS.contains(&tag.name.as_str()) {
            rest = after_closing_tag(rest, &tag.name);
        } else if let Some(skip) = &mut skipped {
            skip.track(&tag);
            if skip.depth == 0 {
                skipped = None;
            }
        } else if tag.opens() && tag.starts_reply_header() {
            break;
        } else if tag.opens() && tag.holds_quote() {
            skipped = Some(Skipped {
                name: tag.name,
                depth: 1,
            });
        } else if tag.name == "br" {
            end_line(&mut text);
            text.push('\n');
        } else if BLOCK_ELEMENTS.contains(&tag.name.as_str()) {
            end_line(&mut text);
            if !text.is_empty() && !text.ends_with('\n') {
                text.push('\n');
            }
        }
    }
    text.trim_matches([' ', '\n']).to_owned()
}

/// `text` with CRLF and lone CR line ends turned into LF.
fn unified_line_ends(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// `line` without white space or invisible characters at either end.
fn trimmed(line: &str) -> &str {
    line.trim_matches(|c: char| c.is_whitespace() || INVISIBLE.contains(&c))
}

/// `text` without white space and in lower case, with the full-width colon `：` read as
/// `:`, for comparing marker phrases whatever the client's spacing.
fn compact(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| if c == '：' { ':' } else { c })
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `lines[at]` (trimmed) starts what comes after the written lines.
fn ends_written_part(lines: &[&str], at: usize) -> bool {
    let line = lines[at];
    line.starts_with(QUOTE_MARKS)
        || SIGNATURE_DELIMITERS.contains(&line)
        || is_footer(line)
        || is_separator(line)
        || opens_header_block(lines, at)
        || opens_attribution(lines, at)
}

/// Whether `line` is a mobile or webmail footer such as "Sent from my iPhone".
fn is_footer(line: &str) -> bool {
    let without_link = match line.rfind('<') {
        Some(start) if line.ends_with('>') => &line[..start],
        _ => line,
    };
    let phrase = compact(without_link.trim_end().trim_end_matches('.'));
    FOOTERS.iter().any(|footer| compact(footer) == phrase)
}

/// Whether `line` opens an original or forwarded message: `-----Original Message-----`,
/// an underscore rule or `Begin forwarded message:`.
fn is_separator(line: &str) -> bool {
    let is_rule = line.len() >= RULE_MIN_UNDERSCORES && line.chars().all(|c| c == '_');
    is_rule || is_dashed_title(line) || FORWARD_LINES.iter().any(|l| l.eq_ignore_ascii_case(line))
}

/// Whether `line` is a separator title between runs of dashes.
fn is_dashed_title(line: &str) -> bool {
    let after_dashes = line.trim_start_matches('-');
    let title = after_dashes.trim_end_matches('-');
    let leading = line.len() - after_dashes.len();
    let trailing = after_dashes.len() - title.len();
    leading >= SEPARATOR_MIN_DASHES
        && trailing >= SEPARATOR_MIN_DASHES
        && is_one_of(title.trim(), SEPARATOR_TITLES)
}

/// Whether `lines[at]` is the `From:` line of an Outlook reply header block: another
/// header of the block follows within a few lines.
fn opens_header_block(lines: &[&str], at: usize) -> bool {
    header_name(lines[at]).is_some_and(|name| is_one_of(name, FROM_HEADERS))
        && lines
            .iter()
            .skip(at + 1)
            .take(HEADER_BLOCK_REACH)
            .filter_map(|line| header_name(line))
            .any(|name| is_one_of(name, HEADER_BLOCK_FIELDS))
}

/// The name before the colon (`:` or `：`) of a header line.
fn header_name(line: &str) -> Option<&str> {
    line.split_once([':', '：'])
        .map(|(name, _)| name.trim_end())
}

/// Whether `word` is one of `words`, ignoring ASCII case.
fn is_one_of(word: &str, words: &[&str]) -> bool {
    words.iter().any(|w| w.eq_ignore_ascii_case(word))
}

/// Whether an attribution starts at `lines[at]`, alone or wrapped over the next lines. A
/// wrapped one must need its first line: when the lines after it make an attribution by
/// themselves, the first line counts only if it looks like the start of one (so that a
/// command just above an attribution is kept).
fn opens_attribution(lines: &[&str], at: usize) -> bool {
    let first = lines[at];
    (1..=ATTRIBUTION_MAX_LINES).any(|count| {
        let Some(window) = lines.get(at..at + count) else {
            return false;
        };
        !window.iter().any(|line| line.is_empty())
            && is_attribution(&window.join(" "))
            && (!is_attribution(&window[1..].join(" ")) || starts_like_attribution(first))
    })
}

/// Whether `text` is a whole attribution line such as `On 12/6/26 14:00, alice wrote:`.
fn is_attribution(text: &str) -> bool {
    let phrase = compact(text);
    let ends_with_one_of = |endings: &[&str]| {
        endings
            .iter()
            .any(|ending| phrase.ends_with(&compact(ending)))
    };
    (text.starts_with("On ") && phrase.ends_with("wrote:"))
        || ends_with_one_of(ATTRIBUTION_ENDINGS)
        || (ends_with_one_of(DATED_ATTRIBUTION_ENDINGS) && has_date_or_time(text))
        || (starts_with_date(text) && has_time(text) && phrase.ends_with(':'))
}

/// Whether `line` looks like the first line of a wrapped attribution.
fn starts_like_attribution(line: &str) -> bool {
    line.starts_with("On ") || line.contains(['<', '@']) || starts_with_date(line)
}

/// Whether `text` starts with a year and a date separator (`2026年`, `2026/`, `2026-`).
fn starts_with_date(text: &str) -> bool {
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    digits == 4 && text[digits..].starts_with(['年', '/', '-', '.'])
}

/// Whether `text` has a year (`2026`), a numeric date (`12/6`) or a time (`14:00`).
fn has_date_or_time(text: &str) -> bool {
    let has_year = text
        .split(|c: char| !c.is_ascii_digit())
        .any(|run| run.len() == 4 && (run.starts_with("19") || run.starts_with("20")));
    has_year || has_time(text) || has_digits_around(text, '/')
}

/// Whether `text` has a time such as `2:00` or `14:00`.
fn has_time(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars.windows(4).any(|w| {
        w[0].is_ascii_digit() && w[1] == ':' && w[2].is_ascii_digit() && w[3].is_ascii_digit()
    })
}

/// Whether `text` has `separator` between two digits.
fn has_digits_around(text: &str, separator: char) -> bool {
    let chars: Vec<char> = text.chars().collect();
    chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && w[1] == separator && w[2].is_ascii_digit())
}

/// A flowed line's quote depth and its content, space-stuffing removed.
fn flowed_parts(line: &str) -> (usize, &str) {
    let content = line.trim_start_matches('>');
    let depth = line.len() - content.len();
    (depth, content.strip_prefix(' ').unwrap_or(content))
}

/// `text` as a line quoted `depth` times.
fn quoted(depth: usize, text: &str) -> String {
    let marks = ">".repeat(depth);
    if depth == 0 || text.is_empty() {
        marks + text
    } else {
        format!("{marks} {text}")
    }
}

/// A piece of HTML.
enum Token<'a> {
    /// Text between tags, character references still in it.
    Text(&'a str),
    /// An opening or closing tag.
    Tag(Tag<'a>),
    /// A comment, doctype or processing instruction.
    Ignored,
}

/// An HTML tag.
struct Tag<'a> {
    /// The element's name in lower case.
    name: String,
    /// Whether it is a closing tag (`</div>`).
    closing: bool,
    /// Whether it closes itself (`<br/>`).
    self_closing: bool,
    /// Its attributes, unparsed.
    attributes: &'a str,
}

impl Tag<'_> {
    /// Whether it opens an element that has contents.
    fn opens(&self) -> bool {
        !self.closing && !self.self_closing
    }

    /// Whether its element holds quoted text: a blockquote or one of the quote classes.
    fn holds_quote(&self) -> bool {
        self.name == "blockquote"
            || attribute(self.attributes, "class").is_some_and(|classes| {
                classes
                    .split_ascii_whitespace()
                    .any(|class| QUOTE_CLASSES.contains(&class))
            })
    }

    /// Whether it is where Outlook's reply header starts.
    fn starts_reply_header(&self) -> bool {
        attribute(self.attributes, "id").is_some_and(|id| REPLY_HEADER_IDS.contains(&id))
    }
}

/// A quoted HTML element being left out.
struct Skipped {
    /// The element's name.
    name: String,
    /// How many elements of that name are open, the quoted one included.
    depth: usize,
}

impl Skipped {
    /// Follows the nesting of elements named like the quoted one.
    fn track(&mut self, tag: &Tag) {
        if tag.name == self.name && tag.opens() {
            self.depth += 1;
        } else if tag.name == self.name && tag.closing {
            self.depth -= 1;
        }
    }
}

/// The first token of `html` and what follows it, or `None` at the end.
fn next_token(html: &str) -> Option<(Token<'_>, &str)> {
    let first = html.chars().next()?;
    if let Some(comment) = html.strip_prefix("<!--") {
        let end = comment
            .find("-->")
            .map_or(comment.len(), |at| at + "-->".len());
        return Some((Token::Ignored, &comment[end..]));
    }
    if html.starts_with("<!") || html.starts_with("<?") {
        return Some((Token::Ignored, after_tag_end(html)));
    }
    if let Some((tag, rest)) = parse_tag(html) {
        return Some((Token::Tag(tag), rest));
    }
    let start = first.len_utf8();
    let end = html[start..].find('<').map_or(html.len(), |at| start + at);
    Some((Token::Text(&html[..end]), &html[end..]))
}

/// The tag at the start of `html` and what follows it, if `html` starts with one.
fn parse_tag(html: &str) -> Option<(Tag<'_>, &str)> {
    let inside = html.strip_prefix('<')?;
    let (closing, inside) = match inside.strip_prefix('/') {
        Some(after_slash) => (true, after_slash),
        None => (false, inside),
    };
    if !inside.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return None;
    }
    let name_end = inside
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == ':'))
        .unwrap_or(inside.len());
    let after_name = &inside[name_end..];
    let attributes_end = tag_end(after_name).unwrap_or(after_name.len());
    let attributes = &after_name[..attributes_end];
    let tag = Tag {
        name: inside[..name_end].to_ascii_lowercase(),
        closing,
        self_closing: attributes.trim_end().ends_with('/'),
        attributes,
    };
    Some((tag, after_name.get(attributes_end + 1..).unwrap_or("")))
}

/// Where the `>` that ends a tag is in `html`, skipping quoted attribute values.
fn tag_end(html: &str) -> Option<usize> {
    let mut quote = None;
    for (at, c) in html.char_indices() {
        match (quote, c) {
            (None, '>') => return Some(at),
            (None, '"' | '\'') => quote = Some(c),
            (Some(open), _) if c == open => quote = None,
            _ => {}
        }
    }
    None
}

/// What follows the first `>` in `html` (nothing if there is none).
fn after_tag_end(html: &str) -> &str {
    html.find('>').map_or("", |at| &html[at + 1..])
}

/// What follows the closing tag of `name` in `html` (nothing if there is none).
fn after_closing_tag<'a>(html: &'a str, name: &str) -> &'a str {
    let closing = format!("</{name}");
    html.as_bytes()
        .windows(closing.len())
        .position(|bytes| bytes.eq_ignore_ascii_case(closing.as_bytes()))
        .map_or("", |at| after_tag_end(&html[at..]))
}

/// The value of the attribute `wanted` (ASCII case ignored) in a tag's `attributes`.
fn attribute<'a>(attributes: &'a str, wanted: &str) -> Option<&'a str> {
    let mut rest = attributes;
    loop {
        rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace() || c == '/');
        if rest.is_empty() {
            return None;
        }
        let name_end = rest
            .find(|c: char| c.is_ascii_whitespace() || c == '=' || c == '/')
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        rest = rest[name_end..].trim_start();
        let mut value = "";
        if let Some(after_equals) = rest.strip_prefix('=') {
            (value, rest) = attribute_value(after_equals.trim_start());
        }
        if name.eq_ignore_ascii_case(wanted) {
            return Some(value);
        }
    }
}

/// An attribute value at the start of `text`, quoted or not, and what follows it.
fn attribute_value(text: &str) -> (&str, &str) {
    match text.chars().next() {
        Some(quote @ ('"' | '\'')) => {
            let inside = &text[1..];
            match inside.find(quote) {
                Some(end) => (&inside[..end], &inside[end + 1..]),
                None => (inside, ""),
            }
        }
        _ => {
            let end = text
                .find(|c: char| c.is_ascii_whitespace())
                .unwrap_or(text.len());
            text.split_at(end)
        }
    }
}

/// `text` with its character references decoded; unknown ones are left as they are.
fn decoded_references(text: &str) -> String {
    let mut decoded = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('&') {
        decoded.push_str(&rest[..start]);
        rest = &rest[start..];
        let reference = rest
            .char_indices()
            .take(REFERENCE_MAX_CHARS)
            .find(|&(_, c)| c == ';')
            .and_then(|(end, _)| Some((referenced_char(&rest[1..end])?, end)));
        match reference {
            Some((c, end)) => {
                decoded.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                decoded.push('&');
                rest = &rest[1..];
            }
        }
    }
    decoded.push_str(rest);
    decoded
}

/// The character a reference names, given what is between `&` and `;`.
fn referenced_char(name: &str) -> Option<char> {
    let Some(number) = name.strip_prefix('#') else {
        return NAMED_REFERENCES
            .iter()
            .find(|(known, _)| *known == name)
            .map(|&(_, c)| c);
    };
    let code = match number.strip_prefix(['x', 'X']) {
        Some(hex) => u32::from_str_radix(hex, 16).ok()?,
        None => number.parse().ok()?,
    };
    char::from_u32(code).filter(|&c| c != '\0')
}

/// Adds HTML text to `text`, each run of white space shown as one space, none at the start
/// of a line.
fn push_text(text: &mut String, piece: &str) {
    for c in piece.chars() {
        if !c.is_ascii_whitespace() {
            text.push(c);
        } else if !text.is_empty() && !text.ends_with([' ', '\n']) {
            text.push(' ');
        }
    }
}

/// Drops the spaces at the end of the last line of `text`.
fn end_line(text: &mut String) {
    text.truncate(text.trim_end_matches(' ').len());
}

#[cfg(test)]
mod tests;
