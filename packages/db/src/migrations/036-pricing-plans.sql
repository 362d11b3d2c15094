-- Pricing plans as content: edited, scheduled and published like posts, read by /pricing. Each
-- price is typed in every currency the site shows (@site/contracts/currency), never converted.
ALTER TABLE content_entries DROP CONSTRAINT content_entries_type_check;
ALTER TABLE content_entries ADD CONSTRAINT content_entries_type_check
  CHECK (type IN ('blog-post', 'case-study', 'video', 'feature', 'pricing-plan'));

CREATE TABLE pricing_plans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The anchor of /pricing#{slug}.
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  sort_order integer NOT NULL DEFAULT 0,
  -- The published plan as the shared schema reads it (prices per currency, discounts, terms).
  fields jsonb NOT NULL CHECK (jsonb_typeof(fields) = 'object' AND jsonb_typeof(fields -> 'prices') = 'object')
);
CREATE INDEX pricing_plans_order ON pricing_plans (sort_order, id);
