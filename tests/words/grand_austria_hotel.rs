//! The words of grand_austria_hotel: sentences said exactly, and narrations that say no secret.
