-- Fair webhook delivery: an endpoint has at most one attempt in flight, and rests after a
-- failed attempt. Until this time no worker starts an attempt for the endpoint: while an
-- attempt is in flight it is the attempt's claim (so a worker that died loses the endpoint to
-- the next one once it has passed), after a failure the end of the endpoint's rest; null when
-- the endpoint is free.
ALTER TABLE webhooks ADD COLUMN busy_until BIGINT;
