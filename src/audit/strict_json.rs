//! JSON read strictly for the verifier: an object with the same key twice is refused (a
//! lenient reader keeps one of the two values, so two readers could see different exports in
//! the same bytes).

use std::fmt;

use serde::Deserialize;
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};

/// Why a line is not strict JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StrictError {
    /// An object has this key twice.
    DuplicateKey(String),
    /// Not JSON at all.
    Malformed(String),
}

/// The marker a duplicate key's error message starts with, to tell it from a syntax error.
const DUPLICATE: &str = "duplicate key ";

/// Parses `text` as one JSON value, refusing duplicate keys in any object.
pub fn parse(text: &str) -> Result<Value, StrictError> {
    serde_json::from_str::<Strict>(text)
        .map(|strict| strict.0)
        .map_err(|error| {
            let message = error.to_string();
            match message.strip_prefix(DUPLICATE) {
                Some(rest) => StrictError::DuplicateKey(
                    rest.split(" at line ").next().unwrap_or(rest).to_string(),
                ),
                None => StrictError::Malformed(message),
            }
        })
}

/// A JSON value whose objects have distinct keys.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, value: bool) -> Result<Value, E> {
        Ok(Value::Bool(value))
    }

    fn visit_i64<E>(self, value: i64) -> Result<Value, E> {
        Ok(Value::Number(value.into()))
    }

    fn visit_u64<E>(self, value: u64) -> Result<Value, E> {
        Ok(Value::Number(value.into()))
    }

    fn visit_f64<E>(self, value: f64) -> Result<Value, E> {
        Ok(Number::from_f64(value).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, value: &str) -> Result<Value, E> {
        Ok(Value::String(value.to_string()))
    }

    fn visit_string<E>(self, value: String) -> Result<Value, E> {
        Ok(Value::String(value))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(de::Error::custom(format!("{DUPLICATE}`{key}`")));
            }
            let Strict(value) = map.next_value()?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_key_twice_in_any_object_is_refused() {
        assert_eq!(
            parse(r#"{"a":1,"b":[{"c":true,"d":null}],"e":"x"}"#),
            Ok(json!({"a": 1, "b": [{"c": true, "d": null}], "e": "x"}))
        );
        assert_eq!(
            parse(r#"{"a":1,"b":[{"c":1,"c":2}]}"#),
            Err(StrictError::DuplicateKey("`c`".into()))
        );
        assert_eq!(
            parse(r#"{"a":1,"a":1}"#),
            Err(StrictError::DuplicateKey("`a`".into()))
        );
        assert!(matches!(parse("{\"a\":"), Err(StrictError::Malformed(_))));
        assert_eq!(parse("-3"), Ok(json!(-3)));
    }
}
