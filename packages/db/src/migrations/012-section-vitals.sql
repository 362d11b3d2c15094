-- Core Web Vitals real browsers reported (only those whose visitor allowed analytics), for the
-- section and version that drew the page: what `remotes status`, the admin dashboard and the
-- canary judge read. Like remote_loads, no foreign key: a report about a version being forgotten
-- must not fail, and the registry only stores reports about versions it knows.
CREATE TABLE remote_vitals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section text NOT NULL CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin')),
  version text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  cohort text NOT NULL CHECK (cohort IN ('live', 'canary', 'preview')),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  -- Milliseconds, or CLS's unitless score.
  value double precision NOT NULL CHECK (value >= 0 AND value <= 600000),
  -- The route the visitor landed on (a pattern such as /resources/blog/:slug when it has one).
  page text NOT NULL CHECK (length(page) <= 300),
  visitor text CHECK (visitor IS NULL OR visitor ~ '^[A-Za-z0-9_-]{16,64}$'),
  page_view text NOT NULL CHECK (page_view ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One value per metric and page view: a later report of the same page view (CLS and INP grow while
-- the page stays open) replaces the earlier one.
CREATE UNIQUE INDEX remote_vitals_one_per_page_view ON remote_vitals (section, version, metric, page_view);
CREATE INDEX remote_vitals_version_time ON remote_vitals (section, version, metric, created_at);
CREATE INDEX remote_vitals_time ON remote_vitals (created_at);
