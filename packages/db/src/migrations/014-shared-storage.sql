-- Section versions' files, when SHARED_STORAGE=database: every server of a fleet serves any
-- version from here. Bytes are kept once per SHA-256, whichever versions share them; a version is
-- its build's record of its files (path, sha256, bytes), as build-files.json holds it.
CREATE TABLE version_blobs (
  sha256 text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes bytea NOT NULL,
  -- Refreshed whenever an upload finds the blob already there, so gc never takes one a publish
  -- in progress counts on.
  stored_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE stored_versions (
  section text NOT NULL,
  version text NOT NULL,
  files jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (section, version)
);

-- Prerendered pages, when SHARED_STORAGE=database: the server that renders for the fleet writes
-- them here, and every server serves them. A key names exactly what its pages were rendered from.
CREATE TABLE prerendered_pages (
  key text NOT NULL,
  path text NOT NULL,
  page text NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, path)
);

CREATE TABLE prerender_runs (
  key text PRIMARY KEY,
  summary jsonb NOT NULL,
  completed_at timestamptz NOT NULL DEFAULT now()
);
