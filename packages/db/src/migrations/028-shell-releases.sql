-- The shell is released like a section (#42): published, previewed, canaried, promoted and rolled
-- back through the registry. Every table that names what the registry releases names the shell too.
ALTER TABLE remote_versions DROP CONSTRAINT remote_versions_section_check;
ALTER TABLE remote_versions ADD CONSTRAINT remote_versions_section_check CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin', 'shell'));
ALTER TABLE release_history DROP CONSTRAINT release_history_section_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_section_check CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin', 'shell'));
ALTER TABLE remote_loads DROP CONSTRAINT remote_loads_section_check;
ALTER TABLE remote_loads ADD CONSTRAINT remote_loads_section_check CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin', 'shell'));
ALTER TABLE preview_links DROP CONSTRAINT preview_links_section_check;
ALTER TABLE preview_links ADD CONSTRAINT preview_links_section_check CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin', 'shell'));
ALTER TABLE remote_vitals DROP CONSTRAINT remote_vitals_section_check;
ALTER TABLE remote_vitals ADD CONSTRAINT remote_vitals_section_check CHECK (section IN ('solutions', 'resources', 'partners', 'legal', 'admin', 'shell'));

-- A shell composes sections of several contracts majors: the oldest it still composes (the newest
-- is contracts_major). Null for a section's version.
ALTER TABLE remote_versions ADD COLUMN oldest_contracts_major integer CHECK (oldest_contracts_major IS NULL OR oldest_contracts_major BETWEEN 0 AND contracts_major);
