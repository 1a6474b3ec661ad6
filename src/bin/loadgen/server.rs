//! The server under load: either one the load generator starts itself (and restarts, for
//! cold loads) or one already running, and the CPU time it spends.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

/// A server to send requests to.
pub struct Server {
    /// Its base address, e.g. `http://127.0.0.1:8080`.
    pub url: String,
    /// The process, when known (for its CPU time).
    pub pid: Option<u32>,
    spawned: Option<Spawned>,
}

/// A server process this program started.
struct Spawned {
    binary: String,
    database_url: String,
    port: u16,
    child: Child,
}

impl Server {
    /// A server already running at `url` (process `pid`, if given).
    pub fn running(url: String, pid: Option<u32>) -> Server {
        Server {
            url,
            pid,
            spawned: None,
        }
    }

    /// Starts `binary` on `database_url` with rate limits out of the way, on a free port.
    pub async fn spawn(binary: &str, database_url: &str) -> Result<Server, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .map_err(|e| e.to_string())?
            .port();
        let child = start(binary, database_url, port)?;
        let server = Server {
            url: format!("http://127.0.0.1:{port}"),
            pid: Some(child.id()),
            spawned: Some(Spawned {
                binary: binary.into(),
                database_url: database_url.into(),
                port,
                child,
            }),
        };
        server.wait_ready().await?;
        Ok(server)
    }

    /// Whether [`Server::restart`] is possible.
    pub fn restartable(&self) -> bool {
        self.spawned.is_some()
    }

    /// Stops the server and starts a fresh process on the same port and database: nothing is
    /// cached in it.
    pub async fn restart(&mut self) -> Result<(), String> {
        let spawned = self
            .spawned
            .as_mut()
            .ok_or("only a server started by the load generator can be restarted")?;
        stop(&mut spawned.child);
        spawned.child = start(&spawned.binary, &spawned.database_url, spawned.port)?;
        self.pid = Some(spawned.child.id());
        self.wait_ready().await
    }

    async fn wait_ready(&self) -> Result<(), String> {
        for _ in 0..300 {
            if reqwest::get(format!("{}/readyz", self.url))
                .await
                .is_ok_and(|response| response.status().is_success())
            {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Err(format!("the server at {} did not become ready", self.url))
    }

    /// The CPU time (user and system) the server process has used, when known.
    pub fn cpu_seconds(&self) -> Option<f64> {
        crate::cpu::of_process(self.pid?)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(spawned) = &mut self.spawned {
            stop(&mut spawned.child);
        }
    }
}

fn start(binary: &str, database_url: &str, port: u16) -> Result<Child, String> {
    let mut command = Command::new(binary);
    command
        .env("DATABASE_URL", database_url)
        .env("PORT", port.to_string())
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null());
    for limit in [
        "RATE_LIMIT_LOGIN_ADDRESS",
        "RATE_LIMIT_LOGIN_USERNAME",
        "RATE_LIMIT_REGISTER_ADDRESS",
        "RATE_LIMIT_MOVES_USER",
    ] {
        command.env(limit, "1000000/1");
    }
    command
        .spawn()
        .map_err(|e| format!("cannot start {binary}: {e}"))
}

fn stop(child: &mut Child) {
    // SIGTERM first: the server finishes what is in flight and closes its connections.
    // SAFETY: kill only sends a signal to our own child process.
    unsafe {
        libc::kill(child.id() as i32, libc::SIGTERM);
    }
    for _ in 0..100 {
        if matches!(child.try_wait(), Ok(Some(_))) {
            return;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let _ = child.kill();
    let _ = child.wait();
}
