-- Which checks a version's publish ran (typecheck, lint, unit tests, tagged journeys) and which it
-- skipped (#42), e.g. {"typecheck": "passed", ..., "journeys": "skipped"}. Null: not recorded
-- (deploy-local, or a version published before publishes recorded them).
ALTER TABLE remote_versions ADD COLUMN checks jsonb CHECK (checks IS NULL OR jsonb_typeof(checks) = 'object');
