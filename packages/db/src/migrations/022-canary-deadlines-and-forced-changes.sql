-- A canary's longest duration (#42): past its deadline without a verdict it is held at its share,
-- takes no further step and is announced (the audit log keeps when), until someone promotes it or
-- rolls it back; the judge still rolls back a held canary that is clearly worse. And a change of
-- what is live that did not name the version it replaced (`remotes --force`, an API call without
-- expectLive) is recorded as forced: the last writer no longer wins silently.
ALTER TABLE releases ADD COLUMN canary_deadline timestamptz;
ALTER TABLE releases ADD COLUMN canary_held_at timestamptz;
ALTER TABLE releases ADD CONSTRAINT releases_canary_deadline_check
  CHECK (canary_version IS NOT NULL OR (canary_deadline IS NULL AND canary_held_at IS NULL));

ALTER TABLE release_history ADD COLUMN forced boolean NOT NULL DEFAULT false;
