-- A video can be published before its recording is hosted: the page then offers the poster and
-- the full transcript, and no player that points at a missing file.
ALTER TABLE videos ALTER COLUMN media_url DROP NOT NULL;
