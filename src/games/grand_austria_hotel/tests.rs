//! Acceptance scenarios of the rules file.
