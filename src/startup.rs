//! Building the application: database, keys, routes, documentation; binds port 0 in tests.

use std::net::TcpListener;

use actix_http::{HttpService, error::DispatchError};
use actix_server::{GracefulShutdownSignal, Server};
use actix_service::{IntoServiceFactory, ServiceFactoryExt, fn_service, map_config};
use actix_web::dev::AppConfig;
use actix_web::http::header;
use actix_web::{App, HttpResponse, middleware, web};
use rand::TryRngCore;
use tokio::net::TcpStream;
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::{Config as SwaggerConfig, SwaggerUi};

use crate::auth::{PasswordPool, TokenKeys};
use crate::config::Config;
use crate::connection::ProblemAnswers;
use crate::error::ApiError;
use crate::limits::RateLimits;
use crate::notify::NotifySettings;
use crate::notify::email::Mailer;
use crate::notify::email::links::LinkKeys;
use crate::notify::inbound::smtp::{self, Delivery, SmtpSettings};
use crate::notify::inbound::{Handed, Handled, Inbound};
use crate::notify::webhook::Deliverer;
use crate::play::Play;
use crate::routes::ClientAddressHeader;
use crate::store::{Store, StoreError};
use crate::stream::admission::{self, StreamLimits, Streams};
use crate::stream::hub::GameHubs;
use crate::{open_files, openapi, routes, timers};

/// How long a stopping server waits for the requests in flight (streams end at once).
const SHUTDOWN_TIMEOUT_SECONDS: u64 = 30;

/// The setting under which a generated JWT secret is kept.
const JWT_SECRET_SETTING: &str = "jwt_secret";

/// Why the server could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("cannot listen: {0}")]
    Io(#[from] std::io::Error),
    #[error("OS random generator failed: {0}")]
    Random(String),
    #[error("invalid configuration: {0}")]
    Config(String),
}

/// Lets the rate limiters forget quiet clients once a minute, so their memory follows recent
/// traffic only.
async fn forget_idle_limits(limits: web::Data<RateLimits>) {
    let mut every_minute = tokio::time::interval(std::time::Duration::from_secs(60));
    loop {
        every_minute.tick().await;
        limits.forget_idle();
    }
}

/// Ends the open event streams once the server begins to stop. A stream never ends by
/// itself, so a graceful stop would otherwise wait for each one until its time is up;
/// ordinary requests in flight still get that time.
/// Messages one SMTP connection may hand over, recipients per message and connections at
/// once: replies are small and few.
const SMTP_RECIPIENTS: usize = 10;
const SMTP_CONNECTIONS: usize = 64;

/// Receives replies by SMTP on `listener` until `shutdown`.
async fn serve_smtp(
    inbound: Inbound,
    listener: tokio::net::TcpListener,
    shutdown: impl std::future::Future<Output = ()> + Send,
) {
    let config = inbound.config().clone();
    let settings = SmtpSettings {
        domain: config.domain.clone(),
        max_message_bytes: config.max_message_bytes,
        max_recipients: SMTP_RECIPIENTS,
        max_connections: SMTP_CONNECTIONS,
        messages_per_minute: config.smtp_per_minute,
        idle_timeout: std::time::Duration::from_secs(60),
        session_timeout: std::time::Duration::from_secs(600),
    };
    let mailboxes: smtp::Mailboxes = {
        let inbound = inbound.clone();
        std::sync::Arc::new(move |address: &str| inbound.is_reply_address(address))
    };
    let handler: smtp::Handler = std::sync::Arc::new(move |envelope: smtp::Envelope| {
        let inbound = inbound.clone();
        Box::pin(async move {
            let handed = Handed {
                sender: Some(envelope.sender),
                recipients: envelope.recipients,
                raw: envelope.data,
            };
            match inbound.receive(handed).await {
                Ok(Handled::Recorded(crate::store::InboundOutcome::UnknownAddress)) => {
                    Delivery::Refused("no such reply address".into())
                }
                Ok(Handled::Unreadable) => Delivery::Refused("not an email message".into()),
                Ok(Handled::NotAddressed) => Delivery::Refused("no such reply address".into()),
                Ok(_) => Delivery::Accepted,
                Err(error) => {
                    tracing::warn!(%error, "a reply by email could not be handled");
                    Delivery::Later("try again later".into())
                }
            }
        })
    });
    smtp::serve(listener, settings, mailboxes, handler, shutdown).await;
}

async fn close_streams_when_stopping(
    streams: std::sync::Arc<Streams>,
    stopping: GracefulShutdownSignal,
) {
    stopping.notified().await;
    streams.close_all();
}

/// A server bound to its port, ready to run.
pub struct Application {
    port: u16,
    smtp_port: Option<u16>,
    server: Server,
}

impl Application {
    /// Connects to the database (migrating it), loads or creates the token secret, and binds
    /// the listener.
    pub async fn build(config: Config) -> Result<Self, StartupError> {
        let store = Store::connect(&config.database).await?;
        let secret = match &config.jwt_secret {
            Some(secret) => secret.clone(),
            None => {
                let mut bytes = [0u8; 32];
                rand::rngs::OsRng
                    .try_fill_bytes(&mut bytes)
                    .map_err(|e| StartupError::Random(e.to_string()))?;
                store
                    .setting_or_insert(JWT_SECRET_SETTING, &hex::encode(bytes))
                    .await?
            }
        };
        let keys = web::Data::new(
            TokenKeys::new(secret.as_bytes(), config.token_ttl)
                .with_session_idle(config.session_idle),
        );
        let play = web::Data::new(
            Play::new(store)
                .with_vacation_days(config.vacation_days)
                .with_leaderboard_min_games(config.leaderboard_min_games),
        );
        tokio::spawn(timers::run(play.clone()));
        tokio::spawn(play.wakes().clone().listen(play.store().clone()));
        let listener = TcpListener::bind((config.bind, config.port))?;
        let local_address = listener.local_addr()?;
        let port = local_address.port();
        let public_url = config
            .public_url
            .clone()
            .unwrap_or_else(|| match config.bind {
                bind if bind.is_unspecified() => format!("http://localhost:{port}"),
                std::net::IpAddr::V6(bind) => format!("http://[{bind}]:{port}"),
                bind => format!("http://{bind}:{port}"),
            });
        let links = LinkKeys::new(secret.as_bytes());
        if config.notify_workers {
            let deliverer =
                Deliverer::new(play.clone(), config.webhooks.clone(), public_url.clone())
                    .map_err(|e| StartupError::Config(format!("webhook client: {e}")))?;
            tokio::spawn(deliverer.run(play.wakes().clone(), config.notify_poll));
            if let Some(email) = config.email.clone() {
                let mailer = Mailer::new(play.clone(), email, public_url.clone(), links.clone())
                    .map_err(StartupError::Config)?;
                tokio::spawn(mailer.run(config.notify_poll));
            }
        }
        let notify = web::Data::new(NotifySettings {
            webhooks: config.webhooks.clone(),
            email: config.email.is_some(),
            links,
            public_url,
        });
        let document = openapi::document();
        let routes = std::sync::Arc::new(KnownRoutes::from(&document));
        let limits = web::Data::new(RateLimits::new(config.rates));
        tokio::spawn(forget_idle_limits(limits.clone()));
        let passwords = web::Data::new(PasswordPool::new(
            config.password_threads,
            config.password_queue,
        ));
        let timeouts = web::Data::new(config.timeouts);
        let client_address = web::Data::new(ClientAddressHeader {
            name: config
                .client_address_header
                .as_deref()
                .map(header::HeaderName::try_from)
                .transpose()
                .map_err(|e| StartupError::Config(format!("CLIENT_ADDRESS_HEADER: {e}")))?,
            proxies: config.client_address_proxies,
        });
        let streams = web::Data::new(Streams::new(stream_limits(&config)));
        tokio::spawn(
            streams
                .get_ref()
                .clone()
                .follow_revocations(play.wakes().clone()),
        );
        let hubs = web::Data::new(GameHubs::new(play.clone()));
        let builder = Server::build().shutdown_timeout(SHUTDOWN_TIMEOUT_SECONDS);
        let stopping = builder.graceful_shutdown_signal();
        tokio::spawn(close_streams_when_stopping(
            streams.get_ref().clone(),
            stopping.clone(),
        ));
        let inbound = config
            .email
            .as_ref()
            .and_then(|email| email.replies.clone())
            .map(|replies| Inbound::new(play.clone(), replies));
        let smtp_port = match inbound
            .as_ref()
            .and_then(|inbound| Some((inbound, inbound.config().smtp_bind.as_ref()?)))
        {
            Some((inbound, bind)) => {
                let listener = tokio::net::TcpListener::bind(bind.as_str())
                    .await
                    .map_err(|e| StartupError::Config(format!("INBOUND_SMTP_BIND {bind}: {e}")))?;
                let port = listener.local_addr()?.port();
                let stopping = stopping.clone();
                tokio::spawn(serve_smtp(inbound.clone(), listener, async move {
                    stopping.notified().await;
                }));
                Some(port)
            }
            None => None,
        };
        let inbound = web::Data::new(inbound);
        let header_timeout = config.timeouts.header;
        let app = move || {
            App::new()
                .wrap(middleware::from_fn(crate::middleware::head_as_get))
                .wrap(middleware::from_fn(crate::middleware::handler_timeout))
                .wrap(middleware::from_fn(crate::middleware::response_headers))
                .wrap(TracingLogger::default())
                .wrap(middleware::from_fn(crate::middleware::take_stream_ticket))
                .app_data(play.clone())
                .app_data(streams.clone())
                .app_data(hubs.clone())
                .app_data(keys.clone())
                .app_data(limits.clone())
                .app_data(passwords.clone())
                .app_data(timeouts.clone())
                .app_data(client_address.clone())
                .app_data(notify.clone())
                .app_data(inbound.clone())
                .app_data(web::QueryConfig::default().error_handler(|error, _| {
                    ApiError::InvalidRequest(format!("invalid query: {error}")).into()
                }))
                .app_data(web::PathConfig::default().error_handler(|error, _| {
                    ApiError::InvalidRequest(format!("invalid path: {error}")).into()
                }))
                .configure(routes::configure)
                .configure(crate::web::configure)
                .route(
                    "/docs",
                    web::get().to(|| async {
                        HttpResponse::PermanentRedirect()
                            .insert_header((header::LOCATION, "/docs/"))
                            .finish()
                    }),
                )
                .service(
                    SwaggerUi::new("/docs/{_:.*}")
                        .external_url_unchecked("/openapi.json", document.clone())
                        .config(SwaggerConfig::default().validator_url("none")),
                )
                .default_service(web::to({
                    let routes = routes.clone();
                    move |request: actix_web::HttpRequest| {
                        let allowed = routes.allowed_methods(request.path());
                        async move {
                            Err::<HttpResponse, ApiError>(match allowed {
                                Some(methods) => ApiError::MethodNotAllowed(methods),
                                None => ApiError::RouteNotFound,
                            })
                        }
                    }
                }))
        };
        // The HTTP/1.1 service over connections wrapped in `ProblemAnswers` (what
        // `HttpServer` builds, with that one layer added).
        let mut server = builder.listen("hotel-games", listener, move || {
            let app = app().into_factory().map_err(|error| error.error_response());
            let stopping = stopping.clone();
            let http = HttpService::build()
                // Idle connections close once the server stops, busy ones after
                // their response.
                .graceful_shutdown_signal(move || {
                    let stopping = stopping.clone();
                    async move { stopping.notified().await }
                })
                .client_request_timeout(header_timeout)
                .local_addr(local_address)
                .h1(map_config(app, |_| AppConfig::default()));
            fn_service(|io: TcpStream| {
                let peer = io.peer_addr().ok();
                let _ = io.set_nodelay(true);
                std::future::ready(Ok::<_, DispatchError>((ProblemAnswers::new(io), peer)))
            })
            .and_then(http)
        })?;
        if let Some(workers) = config.workers {
            server = server.workers(workers);
        }
        Ok(Application {
            port,
            smtp_port,
            server: server.run(),
        })
    }

    /// The bound port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The SMTP listener's bound port, when it listens.
    pub fn smtp_port(&self) -> Option<u16> {
        self.smtp_port
    }

    /// Serves until the process is told to stop (SIGTERM/SIGINT), finishing requests in
    /// flight first (for up to 30 s); open event streams end at once.
    pub async fn run(self) -> std::io::Result<()> {
        self.server.await
    }
}

/// The stream limits of `config`, the total sized from the open-file limit (raised to the
/// hard limit first) unless configured.
fn stream_limits(config: &Config) -> StreamLimits {
    let open_files = open_files::raise_to_hard_limit();
    let fitting = admission::default_total(open_files);
    let total = config.streams.total.unwrap_or(fitting);
    if total > fitting {
        tracing::warn!(
            total,
            open_files,
            reserve = admission::reserve(open_files),
            "STREAMS_TOTAL leaves fewer descriptors than the reserve for other requests"
        );
    }
    tracing::info!(
        open_files,
        streams_total = total,
        streams_per_user = config.streams.per_user,
        streams_per_address = config.streams.per_address,
        "stream limits"
    );
    StreamLimits {
        per_user: config.streams.per_user,
        per_address: config.streams.per_address,
        total,
    }
}

/// The documented paths and their methods, to tell "no such resource" (404) from "not with
/// this method" (405).
struct KnownRoutes(Vec<(Vec<String>, Vec<String>)>);

impl From<&serde_json::Value> for KnownRoutes {
    fn from(document: &serde_json::Value) -> Self {
        let routes = document["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .map(|(path, item)| {
                        let segments = path.split('/').map(str::to_string).collect();
                        let methods = item
                            .as_object()
                            .map(|item| {
                                let mut methods: Vec<String> = item
                                    .keys()
                                    .filter(|key| *key != "parameters")
                                    .map(|key| key.to_uppercase())
                                    .collect();
                                // Every `GET` answers `HEAD` too.
                                if methods.iter().any(|method| method == "GET") {
                                    methods.push("HEAD".into());
                                }
                                methods
                            })
                            .unwrap_or_default();
                        (segments, methods)
                    })
                    .collect()
            })
            .unwrap_or_default();
        KnownRoutes(routes)
    }
}

impl KnownRoutes {
    /// The methods a documented path template matching `path` accepts, if any.
    fn allowed_methods(&self, path: &str) -> Option<String> {
        let segments: Vec<&str> = path.split('/').collect();
        self.0
            .iter()
            .find(|(template, _)| {
                template.len() == segments.len()
                    && template
                        .iter()
                        .zip(&segments)
                        .all(|(t, s)| t == s || (t.starts_with('{') && !s.is_empty()))
            })
            .map(|(_, methods)| methods.join(", "))
    }
}
