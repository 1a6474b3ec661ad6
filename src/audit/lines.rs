//! Reading an export line by line, strictly: numbered lines ending in a line feed, no
//! carriage return, no key twice, no member the format does not define.

use std::io::BufRead;

use serde_json::Value;

use super::format::ExportLine;
use super::report::{Divergence, Reason, diverge};
use super::strict_json::{self, StrictError};

/// The lines of an export, numbered from 1: each ends with a line feed (the last one may
/// lack it), which is not part of the line.
pub(super) struct Lines<R> {
    input: R,
    /// The number of the last line read.
    number: usize,
}

impl<R: BufRead> Lines<R> {
    /// The lines of `input`, none read yet.
    pub(super) fn new(input: R) -> Self {
        Lines { input, number: 0 }
    }

    /// The next line's number and bytes, `None` at the end.
    pub(super) fn next_text(&mut self) -> Option<(usize, std::io::Result<Vec<u8>>)> {
        let mut text = Vec::new();
        match self.input.read_until(b'\n', &mut text) {
            Ok(0) => None,
            Ok(_) => {
                self.number += 1;
                if text.last() == Some(&b'\n') {
                    text.pop();
                }
                Some((self.number, Ok(text)))
            }
            Err(error) => Some((self.number + 1, Err(error))),
        }
    }
}

/// Reads and parses the next line, strictly: no blank line, no carriage return, no key twice
/// in an object, no member the format does not define.
pub(super) fn next_line(
    lines: &mut Lines<impl BufRead>,
) -> Result<Option<(usize, ExportLine)>, Divergence> {
    let Some((line, text)) = lines.next_text() else {
        return Ok(None);
    };
    let text = text.map_err(|e| diverge(None, line, Reason::MalformedLine, e.to_string()))?;
    if text.contains(&b'\r') {
        return Err(diverge(
            None,
            line,
            Reason::CarriageReturn,
            "a carriage return: lines end with a line feed alone",
        ));
    }
    if text.iter().all(u8::is_ascii_whitespace) {
        return Err(diverge(
            None,
            line,
            Reason::BlankLine,
            "an empty line: every line is one JSON object",
        ));
    }
    let text = std::str::from_utf8(&text)
        .map_err(|e| diverge(None, line, Reason::MalformedLine, e.to_string()))?;
    let value = strict_json::parse(text).map_err(|error| match error {
        StrictError::DuplicateKey(key) => diverge(
            None,
            line,
            Reason::DuplicateKey,
            format!("the key {key} twice in one object"),
        ),
        StrictError::Malformed(why) => diverge(None, line, Reason::MalformedLine, why),
    })?;
    check_result_members(&value, line)?;
    serde_json::from_value(value)
        .map(|parsed| Some((line, parsed)))
        .map_err(|e| {
            let why = e.to_string();
            let reason = if why.starts_with("unknown field") {
                Reason::UnknownField
            } else {
                Reason::MalformedLine
            };
            diverge(None, line, reason, why)
        })
}

/// A trailer's `result` and its standings have only the format's members (the line types
/// themselves refuse unknown members when they are read).
fn check_result_members(value: &Value, line: usize) -> Result<(), Divergence> {
    let Some(result) = value.get("result").filter(|_| value["type"] == "trailer") else {
        return Ok(());
    };
    let unknown = |object: &Value, known: &[&str]| {
        object.as_object().and_then(|members| {
            members
                .keys()
                .find(|key| !known.contains(&key.as_str()))
                .cloned()
        })
    };
    let standings = result.get("standings").and_then(Value::as_array);
    let found = unknown(result, &["standings", "winners", "reason"]).or_else(|| {
        standings
            .into_iter()
            .flatten()
            .find_map(|standing| unknown(standing, &["seat", "player", "rank", "score", "left"]))
    });
    match found {
        Some(key) => Err(diverge(
            None,
            line,
            Reason::UnknownField,
            format!("unknown field `{key}` in the result"),
        )),
        None => Ok(()),
    }
}
