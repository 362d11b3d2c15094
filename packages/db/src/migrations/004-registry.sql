-- The remote registry (services/registry): every published version of every section, what is
-- live or in canary, the release history, and the browsers' load reports that judge a canary.

CREATE TABLE remote_versions (
  section text NOT NULL CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin')),
  -- Same rule as versionSchema in @site/contracts: the version is also a folder name.
  version text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  manifest_url text NOT NULL CHECK (length(manifest_url) BETWEEN 1 AND 2048),
  -- Relative file path -> "sha384-<base64>" for remoteEntry.js, mf-manifest.json and every .js chunk.
  integrity jsonb NOT NULL CHECK (jsonb_typeof(integrity) = 'object'),
  -- Exposed module paths, e.g. ["./routes"].
  exposes jsonb NOT NULL CHECK (jsonb_typeof(exposes) = 'array'),
  -- [{ "name": "react", "requiredVersion": "^19.3.1" }, ...]; requiredVersion null = any version.
  shared jsonb NOT NULL CHECK (jsonb_typeof(shared) = 'array'),
  contracts_major integer NOT NULL CHECK (contracts_major >= 0),
  route_table jsonb NOT NULL CHECK (jsonb_typeof(route_table) = 'object'),
  -- Total uncompressed JavaScript bytes of the build.
  bytes bigint NOT NULL CHECK (bytes >= 0),
  git_commit text CHECK (git_commit IS NULL OR length(git_commit) <= 64),
  built_at timestamptz,
  published_by text NOT NULL CHECK (length(published_by) BETWEEN 1 AND 64),
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (section, version)
);
CREATE INDEX remote_versions_published ON remote_versions (section, published_at DESC);

-- One row per section once a version of it has been promoted.
CREATE TABLE releases (
  section text PRIMARY KEY,
  live_version text NOT NULL,
  canary_version text,
  canary_percent integer CHECK (canary_percent BETWEEN 1 AND 99),
  -- When the running canary started: its loads are judged from then on.
  canary_started_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (section, live_version) REFERENCES remote_versions (section, version),
  FOREIGN KEY (section, canary_version) REFERENCES remote_versions (section, version),
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL) AND (canary_version IS NULL) = (canary_started_at IS NULL)),
  CHECK (canary_version IS NULL OR canary_version <> live_version)
);

-- Append-only. No foreign key to remote_versions: history outlives the versions gc forgets.
CREATE TABLE release_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section text NOT NULL CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin')),
  action text NOT NULL CHECK (action IN ('publish', 'promote', 'rollback', 'canary', 'canary-promote', 'canary-rollback', 'canary-abort')),
  from_version text,
  to_version text,
  percent integer CHECK (percent IS NULL OR percent BETWEEN 1 AND 99),
  reason text CHECK (reason IS NULL OR length(reason) <= 500),
  actor text NOT NULL CHECK (length(actor) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_history_section ON release_history (section, id DESC);

-- What browsers report after loading a remote (a public beacon): bounded, no foreign key so that
-- reports about a version being forgotten do not fail.
CREATE TABLE remote_loads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section text NOT NULL CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin')),
  version text NOT NULL CHECK (version ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$'),
  cohort text NOT NULL CHECK (cohort IN ('live', 'canary', 'preview')),
  ok boolean NOT NULL,
  load_ms integer CHECK (load_ms IS NULL OR load_ms BETWEEN 0 AND 600000),
  error text CHECK (error IS NULL OR length(error) <= 500),
  -- The opaque id of the visitor's cohort cookie, never anything that identifies a person.
  visitor text CHECK (visitor IS NULL OR visitor ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_loads_version_time ON remote_loads (section, version, created_at);
CREATE INDEX remote_loads_time ON remote_loads (created_at);
