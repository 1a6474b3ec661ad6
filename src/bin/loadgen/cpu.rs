//! CPU time from `/proc`: of the server process, of the local database's processes and of
//! this program's own clients, so that a run shows where each move's CPU goes and how many
//! moves per second the machine's cores could carry at that cost.

use std::collections::HashMap;

/// CPU seconds (user and system) process `pid` has used, if it exists.
pub fn of_process(pid: u32) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // SAFETY: sysconf only reads a system constant.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    Some(ticks / per_second)
}

/// This program's own CPU seconds.
pub fn own() -> Option<f64> {
    of_process(std::process::id())
}

/// CPU seconds of every process named `name` (e.g. `postgres`: the server and its
/// backends, when the database runs on this machine), by process id.
pub fn of_processes_named(name: &str) -> HashMap<u32, f64> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return HashMap::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .is_ok_and(|comm| comm.trim_end() == name)
        })
        .filter_map(|pid| Some((pid, of_process(pid)?)))
        .collect()
}

/// The CPU seconds processes named like those in `before` used since: a process that
/// started meanwhile counts whole, one that ended meanwhile is lost.
pub fn used_since(name: &str, before: &HashMap<u32, f64>) -> f64 {
    of_processes_named(name)
        .iter()
        .map(|(pid, now)| now - before.get(pid).copied().unwrap_or(0.0))
        .sum()
}
