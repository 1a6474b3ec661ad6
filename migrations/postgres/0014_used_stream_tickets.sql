-- Stream tickets are single-use: a ticket's id is kept here from its first use until it
-- expires, and a second use is refused.
CREATE TABLE used_stream_tickets (
    id TEXT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX used_stream_tickets_expiry ON used_stream_tickets (expires_at);
