//! The acceptance scenarios of the rules file (TCH-01 … TCH-47), given/when/then.
