-- A move's write in one round trip: the conditional append of a log entry with everything
-- that changes with it (the game row, the "whose turn" flags, the timed decisions, the
-- idempotency record, the snapshot, the players' feeds and the wake-up announcements). Called
-- on its own it is its own transaction, committed before the call returns.
--
-- Returns FALSE, having changed nothing, when the game is not at p_expected or the number of
-- seats whose players left is not p_seats_left (a player left while the entry was decided).
CREATE FUNCTION append_entry(
    p_game_id            TEXT,
    p_expected           BIGINT,
    p_status             TEXT,
    p_awaited_seats      TEXT,
    p_now                BIGINT,
    p_seat_count         BIGINT,
    p_result             TEXT,
    p_seats_left         BIGINT,
    -- The entry.
    p_seat               BIGINT,
    p_command            TEXT,
    p_events             TEXT,
    p_created_at         BIGINT,
    p_hash               TEXT,
    p_actor              TEXT,
    -- The users whose turn it is after the entry.
    p_awaited_users      TEXT[],
    -- The timed decisions pending after the entry, column by column.
    p_deadline_seats     BIGINT[],
    p_deadline_commands  TEXT[],
    p_deadline_started   BIGINT[],
    p_deadline_due       BIGINT[],
    p_deadline_slots     TEXT[],
    p_deadline_decisions BIGINT[],
    p_deadline_audiences TEXT[],
    -- The idempotency record (NULL key: none).
    p_idempotency_user   TEXT,
    p_idempotency_key    TEXT,
    p_request_hash       TEXT,
    p_response           TEXT,
    -- The snapshot (NULL version: none).
    p_snapshot_version   BIGINT,
    p_snapshot_format    TEXT,
    p_snapshot_state     TEXT,
    -- The feed items, column by column, ordered by user.
    p_feed_users         TEXT[],
    p_feed_types         TEXT[],
    p_feed_games         TEXT[],
    p_feed_payloads      TEXT[],
    -- The channel the commit is announced on.
    p_channel            TEXT
) RETURNS BOOLEAN LANGUAGE plpgsql AS $$
DECLARE
    next_seq BIGINT;
BEGIN
    UPDATE games SET version = p_expected + 1, status = p_status, awaited_seats = p_awaited_seats,
        last_hash = p_hash, updated_at = p_now, seat_count = COALESCE(p_seat_count, seat_count),
        result = p_result
    WHERE id = p_game_id AND version = p_expected
        AND (SELECT COUNT(*) FROM game_players
             WHERE game_id = p_game_id AND left_at IS NOT NULL) = p_seats_left;
    IF NOT FOUND THEN
        RETURN FALSE;
    END IF;

    INSERT INTO game_entries (game_id, seq, seat, command, events, created_at, hash, actor)
    VALUES (p_game_id, p_expected + 1, p_seat, p_command, p_events, p_created_at, p_hash, p_actor);

    -- Only the rows whose flag changes are touched.
    UPDATE game_players SET awaited = (user_id = ANY (p_awaited_users))
    WHERE game_id = p_game_id AND awaited <> (user_id = ANY (p_awaited_users));

    DELETE FROM game_deadlines WHERE game_id = p_game_id;
    IF cardinality(p_deadline_seats) > 0 THEN
        INSERT INTO game_deadlines (game_id, seat, command, started_at, due_at, slot, decision, audience)
        SELECT p_game_id, d.seat, d.command, d.started_at, d.due_at, d.slot, d.decision, d.audience
        FROM unnest(p_deadline_seats, p_deadline_commands, p_deadline_started, p_deadline_due,
                    p_deadline_slots, p_deadline_decisions, p_deadline_audiences)
             AS d(seat, command, started_at, due_at, slot, decision, audience);
    END IF;

    IF p_idempotency_key IS NOT NULL THEN
        INSERT INTO idempotency_keys (user_id, game_id, key, request_hash, response, created_at)
        VALUES (p_idempotency_user, p_game_id, p_idempotency_key, p_request_hash, p_response, p_now);
    END IF;

    IF p_snapshot_version IS NOT NULL THEN
        INSERT INTO game_snapshots (game_id, version, format, state, created_at)
        VALUES (p_game_id, p_snapshot_version, p_snapshot_format, p_snapshot_state, p_now)
        ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,
            format = excluded.format, state = excluded.state, created_at = excluded.created_at;
    END IF;

    -- Each item is numbered under its user's row lock. The items come ordered by user, so
    -- that two appends never wait on each other's locks.
    FOR i IN 1 .. cardinality(p_feed_users) LOOP
        UPDATE users SET feed_seq = feed_seq + 1 WHERE id = p_feed_users[i]
        RETURNING feed_seq INTO next_seq;
        INSERT INTO user_feed (user_id, seq, type, game_id, payload, created_at)
        VALUES (p_feed_users[i], next_seq, p_feed_types[i], p_feed_games[i], p_feed_payloads[i],
                p_now);
        PERFORM pg_notify(p_channel, 'u:' || p_feed_users[i]);
    END LOOP;
    PERFORM pg_notify(p_channel, 'g:' || p_game_id);
    RETURN TRUE;
END
$$;
