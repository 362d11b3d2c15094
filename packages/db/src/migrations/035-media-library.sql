-- The media library: each upload's text alternative (what an inserted image starts with), and the
-- narrower WebP copies it is also served at (/media/<hash>-<width>.webp), made when it is uploaded
-- or, for an image uploaded before this, the first time a page asks for one.
ALTER TABLE media ADD COLUMN alt text NOT NULL DEFAULT '' CHECK (length(alt) <= 300);
CREATE INDEX media_created_at ON media (created_at DESC);

CREATE TABLE media_variants (
  media_id text NOT NULL REFERENCES media (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  content_type text NOT NULL CHECK (content_type = 'image/webp'),
  bytes bytea NOT NULL,
  PRIMARY KEY (media_id, width)
);
