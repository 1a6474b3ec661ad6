//! Structured logs with `tracing`; `RUST_LOG` filters, `LOG_FORMAT=json` selects JSON lines.

use tracing_subscriber::EnvFilter;

/// Installs the global subscriber (once; later calls are ignored).
pub fn init() {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let _ = if std::env::var("LOG_FORMAT").is_ok_and(|format| format == "json") {
        builder.json().try_init()
    } else {
        builder.try_init()
    };
}
