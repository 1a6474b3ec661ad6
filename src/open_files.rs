//! The process's open-file limit. Every open connection, event streams included, holds a
//! file descriptor: the server raises its soft limit to the hard limit at start, and sizes
//! the stream limit from what it got.

/// Raises the soft limit on open files to the hard limit, as far as the system allows, and
/// returns the soft limit in effect (the current one if it cannot be read or raised).
pub fn raise_to_hard_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `getrlimit` writes the limit into the struct it is given, which lives here.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } != 0 {
        tracing::warn!(error = %std::io::Error::last_os_error(), "cannot read the open-file limit");
        return 1024;
    }
    if limit.rlim_cur < limit.rlim_max {
        let raised = libc::rlimit {
            rlim_cur: limit.rlim_max,
            rlim_max: limit.rlim_max,
        };
        // SAFETY: `setrlimit` only reads the struct it is given.
        if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
            limit.rlim_cur = limit.rlim_max;
        } else {
            tracing::warn!(error = %std::io::Error::last_os_error(), soft = limit.rlim_cur,
                hard = limit.rlim_max, "cannot raise the open-file limit");
        }
    }
    soft_limit(&limit)
}

/// The soft limit of `limit` as a number.
#[allow(clippy::unnecessary_cast, reason = "`rlim_t` is `u64` on Linux only")]
fn soft_limit(limit: &libc::rlimit) -> u64 {
    limit.rlim_cur as u64
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_soft_limit_ends_at_the_hard_limit() {
        let soft = super::raise_to_hard_limit();
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: as in `raise_to_hard_limit`.
        assert_eq!(
            unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
            0
        );
        assert_eq!(soft, super::soft_limit(&limit));
        assert_eq!(limit.rlim_cur, limit.rlim_max);
    }
}
