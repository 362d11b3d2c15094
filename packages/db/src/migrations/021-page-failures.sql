-- What visitors' browsers saw fail in a section beyond its code not loading (#42): a page that threw
-- at render and reached an error boundary, or an error thrown by the section's code during the
-- visit; with the route pattern it happened on and a fingerprint that groups the same fault.
ALTER TABLE remote_loads ADD COLUMN stage text NOT NULL DEFAULT 'load' CHECK (stage IN ('load', 'render', 'runtime'));
ALTER TABLE remote_loads ADD COLUMN route text CHECK (route IS NULL OR (length(route) <= 300 AND route ~ '^/'));
ALTER TABLE remote_loads ADD COLUMN fingerprint text CHECK (fingerprint IS NULL OR fingerprint ~ '^[0-9a-f]{8}$');
-- One page view, one row, with or without a signed visitor: one index, so that a failure reported
-- after the page view's load can replace it (INSERT ... ON CONFLICT names one conflict target).
DROP INDEX remote_loads_one_per_page_view;
DROP INDEX remote_loads_one_per_anonymous_page_view;
CREATE UNIQUE INDEX remote_loads_one_per_page_view ON remote_loads (section, version, (coalesce(visitor, '')), page_view)
  WHERE page_view IS NOT NULL;
