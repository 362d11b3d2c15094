-- WebVTT captions for a video's recording (a site path or an https address), null when it has none.
ALTER TABLE videos ADD COLUMN captions_url text;
