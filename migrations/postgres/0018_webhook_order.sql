-- Webhook deliveries go out in feed order per endpoint: each endpoint's oldest pending
-- delivery is found from this index, however many delivered ones precede it.
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (webhook_id, feed_seq)
    WHERE state = 'pending';
