//! How the API writes a stored time: RFC 3339 in UTC, with milliseconds.

/// RFC 3339 text of a stored millisecond timestamp.
pub fn rfc3339(millis: i64) -> String {
    chrono::DateTime::from_timestamp_millis(millis)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}
