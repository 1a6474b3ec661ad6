//! The words of monopoly: sentences said exactly, and narrations that say no secret.
