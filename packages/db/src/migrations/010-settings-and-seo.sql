-- What the team changes without a release: the public site's settings (one row), and search-engine
-- overrides of the route-table pages. And the dashboards count live loads of every visitor.

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

-- Loads of the live version from visitors without a cohort (no canary ran when they came) count for
-- the dashboards too: one page view is one load for them as well.
CREATE UNIQUE INDEX remote_loads_one_per_anonymous_page_view ON remote_loads (section, version, page_view)
  WHERE visitor IS NULL AND page_view IS NOT NULL;
