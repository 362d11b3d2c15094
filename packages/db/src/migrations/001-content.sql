-- Content the resources section and search read: blog posts, case studies, videos, features.
-- Slugs are lower-case words joined by hyphens; every text an editor writes is required and
-- non-empty; timestamps are timestamptz (UTC).

CREATE TABLE blog_posts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  excerpt text NOT NULL CHECK (length(excerpt) BETWEEN 1 AND 400),
  -- Markdown; the browser renders it without raw HTML.
  body_markdown text NOT NULL CHECK (length(body_markdown) > 0),
  author_name text NOT NULL CHECK (length(author_name) > 0),
  author_role text NOT NULL DEFAULT '',
  tags text[] NOT NULL DEFAULT '{}',
  hero_image_url text NOT NULL,
  hero_image_alt text NOT NULL,
  reading_minutes integer NOT NULL CHECK (reading_minutes > 0),
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (updated_at >= published_at)
);
CREATE INDEX blog_posts_published_at ON blog_posts (published_at DESC, id DESC);
CREATE INDEX blog_posts_tags ON blog_posts USING gin (tags);

CREATE TABLE case_studies (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  customer text NOT NULL CHECK (length(customer) > 0),
  -- One of the industries of SPEC section 2 (the /industries/{slug} pages).
  industry text NOT NULL CHECK (industry IN ('banking', 'insurance', 'retail', 'healthcare', 'travel', 'utilities',
    'housing-rentals', 'contact-centers', 'legal', 'non-profit', 'education', 'charity-events')),
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 400),
  challenge text NOT NULL CHECK (length(challenge) > 0),
  solution text NOT NULL CHECK (length(solution) > 0),
  -- Measured outcomes: [{ label, value, unit, direction, baseline?, period }].
  results jsonb NOT NULL CHECK (jsonb_typeof(results) = 'array' AND jsonb_array_length(results) > 0),
  -- { text, name, role } or null.
  quote jsonb,
  products text[] NOT NULL DEFAULT '{}',
  hero_image_url text NOT NULL,
  hero_image_alt text NOT NULL,
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (updated_at >= published_at)
);
CREATE INDEX case_studies_industry ON case_studies (industry, published_at DESC);

CREATE TABLE videos (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  video_id text NOT NULL UNIQUE CHECK (video_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(video_id) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) > 0),
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  thumbnail_url text NOT NULL,
  thumbnail_alt text NOT NULL,
  -- Where the player loads the media from (self-hosted file or an embeddable URL).
  media_url text NOT NULL,
  transcript text NOT NULL CHECK (length(transcript) > 0),
  tags text[] NOT NULL DEFAULT '{}',
  published_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (updated_at >= published_at)
);
CREATE INDEX videos_published_at ON videos (published_at DESC, id DESC);

CREATE TABLE features (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The anchor of /features#{slug}.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) > 0),
  category text NOT NULL CHECK (category IN ('phone', 'digital', 'bank', 'automation', 'security', 'platform')),
  -- The solution page that explains it in full, if any.
  solution_path text CHECK (solution_path IS NULL OR solution_path ~ '^/[a-z0-9/-]+$'),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX features_order ON features (sort_order, id);
