-- The servers' request and error logs as an ADMIN reads them in the browser (/admin/logs): each
-- site server writes what it answered and what went wrong in batches, already scrubbed as its
-- written log is (no query values, tokens or e-mail addresses; the client as an HMAC), and deletes
-- what is older than its retention.
CREATE TABLE request_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  server text NOT NULL,
  request_id text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  query jsonb NOT NULL DEFAULT '[]',
  status smallint NOT NULL,
  ms real NOT NULL,
  client text
);
CREATE INDEX request_log_at ON request_log (at);
CREATE INDEX request_log_request_id ON request_log (request_id);

CREATE TABLE error_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  server text NOT NULL,
  level smallint NOT NULL,
  request_id text,
  message text NOT NULL,
  error_type text,
  detail text,
  path text
);
CREATE INDEX error_log_at ON error_log (at);
CREATE INDEX error_log_request_id ON error_log (request_id);
