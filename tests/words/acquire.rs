//! The words of acquire: sentences said exactly, and narrations that say no secret.
