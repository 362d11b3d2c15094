-- The site paths owned by sections that a version links to (#42): links between sections are a
-- contract the registry keeps at publish and promote. Null for versions built before builds
-- recorded them: their links are not checked.
ALTER TABLE remote_versions ADD COLUMN links jsonb CHECK (links IS NULL OR jsonb_typeof(links) = 'array');
