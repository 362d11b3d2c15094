-- An honest canary judge and safe retention (services/registry): loads are attributed by the server,
-- one page view counts once, a canary may advance through steps by itself while it stays healthy,
-- and gc keeps what previews still name.

-- The page view a load happened in (random per document, from the shell): a visitor's retries
-- within one page view are one load.
ALTER TABLE remote_loads ADD COLUMN page_view text CHECK (page_view IS NULL OR page_view ~ '^[A-Za-z0-9_-]{16,64}$');
CREATE UNIQUE INDEX remote_loads_one_per_page_view ON remote_loads (section, version, visitor, page_view)
  WHERE visitor IS NOT NULL AND page_view IS NOT NULL;

-- Progressive delivery: the canary's planned shares (e.g. {10,25,50,100}), which one it is at,
-- and how long each must stay healthy before the next.
ALTER TABLE releases ADD COLUMN canary_steps integer[];
ALTER TABLE releases ADD COLUMN canary_step_interval_s integer CHECK (canary_step_interval_s IS NULL OR canary_step_interval_s BETWEEN 1 AND 604800);
ALTER TABLE releases ADD COLUMN canary_step_started_at timestamptz;

ALTER TABLE release_history DROP CONSTRAINT release_history_action_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_action_check
  CHECK (action IN ('publish', 'promote', 'rollback', 'canary', 'canary-step', 'canary-promote', 'canary-rollback', 'canary-abort'));

-- Preview links as they are minted: gc keeps every version an unexpired link still names.
CREATE TABLE preview_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  section text NOT NULL CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin')),
  version text NOT NULL,
  expires_at timestamptz NOT NULL,
  minted_by text NOT NULL,
  minted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX preview_links_expiry ON preview_links (expires_at);

-- Provenance of each version: built from uncommitted changes or not, by which Node.js, and the raw
-- and brotli bytes of each file (what `remotes diff` compares).
ALTER TABLE remote_versions ADD COLUMN dirty boolean;
ALTER TABLE remote_versions ADD COLUMN node_version text CHECK (node_version IS NULL OR length(node_version) <= 32);
ALTER TABLE remote_versions ADD COLUMN file_sizes jsonb CHECK (file_sizes IS NULL OR jsonb_typeof(file_sizes) = 'object');

-- The last check at rest of each version's files against its published digests (remotes verify, and
-- the site server at start-up and on a schedule): what it found wrong, if anything.
CREATE TABLE integrity_checks (
  section text NOT NULL,
  version text NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  mismatches jsonb NOT NULL CHECK (jsonb_typeof(mismatches) = 'array'),
  PRIMARY KEY (section, version)
);
