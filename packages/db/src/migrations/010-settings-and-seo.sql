-- What the team changes without a release: the public site's settings (one row), and search-engine
-- overrides of the route-table pages.

CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  -- Validated by @site/contracts/site-settings before it is written.
  value jsonb NOT NULL CHECK (jsonb_typeof(value) = 'object'),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE page_seo (
  path text PRIMARY KEY CHECK (path ~ '^/[a-z0-9/-]*$' AND length(path) <= 200),
  title text CHECK (title IS NULL OR length(title) BETWEEN 1 AND 70),
  description text CHECK (description IS NULL OR length(description) BETWEEN 1 AND 160),
  noindex boolean NOT NULL DEFAULT false,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
