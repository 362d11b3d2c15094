-- The site's own analytics (/admin/analytics; @site/contracts/analytics says what is kept and
-- why): page views and leads by visit, without cookies. `visit` is made at random in the page's
-- memory; `visitor` is a hash with the day's salt, which is deleted once the day is over, so
-- neither links a person across visits or days. Deleted past ANALYTICS_RETENTION_DAYS.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('view', 'lead')),
  visit text NOT NULL,
  visitor text NOT NULL,
  path text NOT NULL,
  section text NOT NULL,
  entry boolean NOT NULL DEFAULT false,
  -- Where the visit came from, on its entry view only: a campaign's source or the referring host.
  source text,
  medium text,
  campaign text,
  -- The form a lead was sent with.
  form text
);
CREATE INDEX analytics_events_at ON analytics_events (at);
CREATE INDEX analytics_events_visit ON analytics_events (visit);

-- One random salt per day (UTC) for the visitor hash, shared by every server; yesterday's is deleted.
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);
