-- Release notifications. An ADMIN subscribes a webhook or an e-mail address to audit actions (the
-- events); an audit entry of a subscribed action queues one delivery per endpoint, in the
-- transaction that wrote it, so a change and its notification commit (or roll back) together.
CREATE TABLE notification_endpoints (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('webhook', 'email')),
  -- A webhook's URL, or an e-mail address.
  target text NOT NULL CHECK (length(target) BETWEEN 1 AND 2048),
  -- The HMAC key a webhook's requests are signed with; null for e-mail.
  secret text CHECK ((channel = 'webhook') = (secret IS NOT NULL)),
  events text[] NOT NULL CHECK (cardinality(events) > 0),
  description text NOT NULL DEFAULT '',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Removed endpoints are kept for their deliveries' log; they get no new ones.
  removed_at timestamptz
);

CREATE TABLE notification_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES notification_endpoints (id),
  -- The audit entry it tells of (audit_log is append-only, so it is always there; no foreign key, so
  -- tests may empty the log).
  audit_id bigint,
  event text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A server sending it holds it until then; past it, another server may try (the first one died).
  leased_until timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX notification_deliveries_due ON notification_deliveries (next_attempt_at, id) WHERE state = 'pending';
CREATE INDEX notification_deliveries_endpoint ON notification_deliveries (endpoint_id, id DESC);

CREATE FUNCTION queue_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_deliveries (endpoint_id, audit_id, event)
    SELECT e.id, NEW.id, NEW.action FROM notification_endpoints e
    WHERE e.removed_at IS NULL AND NEW.action = ANY (e.events);
  IF FOUND THEN
    -- Every server's sender wakes when the transaction commits (the channel is shared by every schema).
    PERFORM pg_notify('site_notifications', current_schema());
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER audit_log_queues_notifications
  AFTER INSERT ON audit_log
  FOR EACH ROW EXECUTE FUNCTION queue_notifications();
