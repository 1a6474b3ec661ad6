//! Arbitrary commands for property tests: well-formed commands with fields replaced or added
//! with arbitrary JSON, or arbitrary JSON outright.

use proptest::prelude::*;
use serde_json::{Map, Value};

/// Arbitrary JSON, with numbers at the edges that rules code tends to index or add with.
pub fn arbitrary_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        prop_oneof![
            Just(-1i64),
            Just(0),
            Just(1),
            Just(39),
            Just(40),
            Just(107),
            Just(108)
        ]
        .prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::String),
        prop_oneof![
            Just("1A"),
            Just("12I"),
            Just("13J"),
            Just(""),
            Just("\u{0}")
        ]
        .prop_map(|s| Value::String(s.into())),
    ];
    leaf.prop_recursive(3, 24, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map("[a-z_]{1,12}", inner, 0..4)
                .prop_map(|map| Value::Object(map.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// How a case builds its command from one the state lists as legal.
#[derive(Clone, Debug)]
pub struct Mutation {
    /// Which legal command to start from (modulo their number).
    pick: usize,
    /// Fields to replace, by position (modulo the field count), with arbitrary values.
    replace: Vec<(usize, Value)>,
    /// Fields to add under arbitrary names.
    add: Vec<(String, Value)>,
    /// Replace the whole command by arbitrary JSON instead.
    whole: Option<Value>,
}

pub fn mutation() -> impl Strategy<Value = Mutation> {
    (
        any::<usize>(),
        prop::collection::vec((any::<usize>(), arbitrary_json()), 0..3),
        prop::collection::vec(("[a-z_]{1,10}", arbitrary_json()), 0..2),
        prop::option::weighted(0.15, arbitrary_json()),
    )
        .prop_map(|(pick, replace, add, whole)| Mutation {
            pick,
            replace,
            add,
            whole,
        })
}

impl Mutation {
    pub fn apply(&self, legal: &[Value], fallback: &Value) -> Value {
        if let Some(whole) = &self.whole {
            return whole.clone();
        }
        let mut command = if legal.is_empty() {
            fallback.clone()
        } else {
            legal[self.pick % legal.len()].clone()
        };
        if let Some(fields) = command.as_object_mut() {
            let names: Vec<String> = fields.keys().cloned().collect();
            for (position, value) in &self.replace {
                if !names.is_empty() {
                    fields.insert(names[position % names.len()].clone(), value.clone());
                }
            }
            for (name, value) in &self.add {
                fields.insert(name.clone(), value.clone());
            }
        }
        command
    }
}
