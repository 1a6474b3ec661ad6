//! Hostile variants of a command's JSON: every number replaced by 0, −1 and the edges of the
//! integer types, lists emptied, doubled with numbers that overflow when summed, or made
//! oversized, maps of numbers summing past the integer types, numeric map keys and ids out
//! of range.

use serde_json::{Map, Value, json};

/// The length of an oversized list.
pub const OVERSIZED: usize = 10_000;

/// Numbers a field may be given: 0, −1, 1, the edges of i32, u32, i64 and u64, 2^62 (+7),
/// i64::MAX − 7, a huge and a fractional float.
pub fn numbers() -> Vec<Value> {
    vec![
        json!(0),
        json!(-1),
        json!(1),
        json!(i32::MIN),
        json!(i32::MAX),
        json!(u32::MAX),
        json!(i64::MIN),
        json!(i64::MAX),
        json!(u64::MAX),
        json!(1u64 << 62),
        json!((1u64 << 62) + 7),
        json!(i64::MAX - 7),
        json!(1e300),
        json!(-0.5),
    ]
}

/// Numbers two of which overflow the integer types when summed.
pub fn summing() -> Vec<Value> {
    vec![
        json!(i32::MAX),
        json!(u32::MAX),
        json!((1u64 << 62) + 7),
        json!(i64::MAX - 7),
        json!(u64::MAX),
    ]
}

/// Numbers as map keys or in ids: −1, 0, past u8, u32 and u64.
const NUMERIC_TEXT: [&str; 5] = ["-1", "0", "256", "4294967296", "18446744073709551616"];

/// Every hostile variant of `command` (the command itself first).
pub fn variants(command: &Value) -> Vec<Value> {
    let mut out = vec![command.clone()];
    let mut places = Vec::new();
    walk(command, String::new(), &mut places);
    for place in &places {
        match place {
            Place::Number(pointer) => {
                for number in numbers() {
                    out.push(replaced(command, pointer, number));
                }
            }
            Place::Id(pointer, prefix) => {
                for text in NUMERIC_TEXT {
                    out.push(replaced(command, pointer, json!(format!("{prefix}{text}"))));
                }
            }
            Place::List(pointer, first) => {
                out.push(replaced(command, pointer, json!([])));
                let oversized = vec![first.clone(); OVERSIZED];
                out.push(replaced(command, pointer, Value::Array(oversized)));
                let mut inner = Vec::new();
                walk(first, String::new(), &mut inner);
                for place in inner {
                    let Place::Number(relative) = place else {
                        continue;
                    };
                    for number in summing() {
                        let element = replaced(first, &relative, number);
                        let doubled = json!([element.clone(), element]);
                        out.push(replaced(command, pointer, doubled));
                    }
                }
            }
            Place::NumberMap(pointer, map) => {
                for number in summing() {
                    let all: Map<String, Value> =
                        map.keys().map(|k| (k.clone(), number.clone())).collect();
                    out.push(replaced(command, pointer, Value::Object(all)));
                }
                if map.keys().all(|k| k.parse::<i64>().is_ok()) {
                    let value = map.values().next().cloned().unwrap_or(json!(1));
                    for key in NUMERIC_TEXT {
                        let mut keyed = Map::new();
                        keyed.insert(key.to_string(), value.clone());
                        out.push(replaced(command, pointer, Value::Object(keyed)));
                    }
                }
            }
        }
    }
    out
}

/// A place in a command that hostile values go to (pointers are JSON pointers).
enum Place {
    Number(String),
    /// A string of the form `prefix-digits` (an id), with its prefix.
    Id(String, String),
    /// A non-empty list, with its first element.
    List(String, Value),
    /// An object whose values are all numbers (e.g. a map from squares to levels).
    NumberMap(String, Map<String, Value>),
}

fn walk(value: &Value, pointer: String, places: &mut Vec<Place>) {
    match value {
        Value::Number(_) => places.push(Place::Number(pointer)),
        Value::String(text) => {
            if let Some((prefix, digits)) = text.rsplit_once('-')
                && !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
            {
                places.push(Place::Id(pointer, format!("{prefix}-")));
            }
        }
        Value::Array(items) => {
            if let Some(first) = items.first() {
                places.push(Place::List(pointer.clone(), first.clone()));
            }
            for (i, item) in items.iter().enumerate() {
                walk(item, format!("{pointer}/{i}"), places);
            }
        }
        Value::Object(fields) => {
            if !fields.is_empty() && fields.values().all(Value::is_number) {
                places.push(Place::NumberMap(pointer.clone(), fields.clone()));
            }
            for (name, field) in fields {
                let escaped = name.replace('~', "~0").replace('/', "~1");
                walk(field, format!("{pointer}/{escaped}"), places);
            }
        }
        Value::Null | Value::Bool(_) => {}
    }
}

fn replaced(value: &Value, pointer: &str, with: Value) -> Value {
    let mut copy = value.clone();
    *copy
        .pointer_mut(pointer)
        .expect("a place found by the walk") = with;
    copy
}
