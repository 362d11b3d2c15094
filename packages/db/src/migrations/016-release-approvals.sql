-- Releases approved by a second person (RELEASE_APPROVAL=required, the production default): a
-- version becomes a canary or live only once someone other than its publisher approved it. One
-- approval per version; it goes with the version when gc forgets it (history keeps the entry).
CREATE TABLE release_approvals (
  section text NOT NULL,
  version text NOT NULL,
  approved_by text NOT NULL CHECK (length(approved_by) BETWEEN 1 AND 64),
  approved_at timestamptz NOT NULL DEFAULT now(),
  reason text CHECK (reason IS NULL OR length(reason) <= 500),
  PRIMARY KEY (section, version),
  FOREIGN KEY (section, version) REFERENCES remote_versions (section, version) ON DELETE CASCADE
);

ALTER TABLE release_history DROP CONSTRAINT release_history_action_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_action_check
  CHECK (action IN ('publish', 'approve', 'promote', 'rollback', 'canary', 'canary-step', 'canary-promote', 'canary-rollback', 'canary-abort'));
