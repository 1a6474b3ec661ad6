//! The words of tokyo_capsule_hotel: sentences said exactly, and narrations that say no secret.
