-- Editing content from the admin workspace. The public tables (blog_posts, case_studies, videos,
-- features) stay what visitors read: the published state. Each record an editor works on is a
-- content entry holding its working copy (the draft), a revision number every save bumps, and
-- where it is published; publishing copies the draft into the public table in one transaction.

CREATE TABLE content_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('blog-post', 'case-study', 'video', 'feature')),
  -- The draft's slug (a video's id): one entry per slug and type, so two drafts cannot claim one URL.
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  -- Every field the public page shows, as the shared schema (@site/contracts/content-editing) reads it.
  draft jsonb NOT NULL CHECK (jsonb_typeof(draft) = 'object'),
  -- Bumped by every change; a save names the revision it started from, so a stale one is refused.
  revision integer NOT NULL DEFAULT 1 CHECK (revision > 0),
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
  -- The slug the public table holds it under while it is published.
  published_slug text,
  -- The revision that is live: a later revision is a change not yet published.
  published_revision integer,
  -- When a scheduled entry goes live (by the server's scheduler).
  publish_at timestamptz,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (type, slug),
  UNIQUE (type, published_slug),
  -- Scheduled: not live yet, goes live at publish_at.
  CHECK ((status = 'published') = (published_slug IS NOT NULL AND published_revision IS NOT NULL)),
  CHECK ((status = 'scheduled') = (publish_at IS NOT NULL))
);
CREATE INDEX content_entries_listing ON content_entries (type, updated_at DESC);
CREATE INDEX content_entries_due ON content_entries (publish_at) WHERE status = 'scheduled';

-- Every revision of every entry, for its history and restore.
CREATE TABLE content_revisions (
  entry_id uuid NOT NULL REFERENCES content_entries (id) ON DELETE CASCADE,
  revision integer NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'save', 'publish', 'schedule', 'unpublish', 'restore', 'import')),
  data jsonb NOT NULL,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entry_id, revision)
);

-- A published slug that changed keeps answering with a 301 to the record's new URL.
CREATE TABLE slug_redirects (
  type text NOT NULL CHECK (type IN ('blog-post', 'case-study', 'video')),
  from_slug text NOT NULL,
  to_slug text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (type, from_slug),
  CHECK (from_slug <> to_slug)
);

-- Uploaded images, addressed by their content hash: served at /media/<id>.<ext>, never rewritten.
CREATE TABLE media (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{32}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif')),
  bytes bytea NOT NULL,
  byte_size integer NOT NULL CHECK (byte_size > 0),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  uploaded_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What an editor may set for search engines on a record; absent = the title and excerpt/summary.
ALTER TABLE blog_posts ADD COLUMN seo_title text CHECK (seo_title IS NULL OR length(seo_title) BETWEEN 1 AND 70);
ALTER TABLE blog_posts ADD COLUMN seo_description text CHECK (seo_description IS NULL OR length(seo_description) BETWEEN 1 AND 160);
ALTER TABLE case_studies ADD COLUMN seo_title text CHECK (seo_title IS NULL OR length(seo_title) BETWEEN 1 AND 70);
ALTER TABLE case_studies ADD COLUMN seo_description text CHECK (seo_description IS NULL OR length(seo_description) BETWEEN 1 AND 160);
ALTER TABLE videos ADD COLUMN seo_title text CHECK (seo_title IS NULL OR length(seo_title) BETWEEN 1 AND 70);
ALTER TABLE videos ADD COLUMN seo_description text CHECK (seo_description IS NULL OR length(seo_description) BETWEEN 1 AND 160);
