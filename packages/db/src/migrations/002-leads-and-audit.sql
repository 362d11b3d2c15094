-- Lead-form submissions and the admin audit log.

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form text NOT NULL CHECK (form IN ('contact', 'book-demo', 'contact-sales', 'trial', 'try-us-out', 'rate-review')),
  -- The form's fields as validated by its shared zod schema (@site/contracts/lead-forms).
  fields jsonb NOT NULL CHECK (jsonb_typeof(fields) = 'object'),
  -- Chosen by the browser once per submission: a retried submit finds the lead it already made.
  idempotency_key uuid NOT NULL UNIQUE,
  -- The honeypot was filled: kept for review, never treated as a real enquiry.
  spam boolean NOT NULL DEFAULT false,
  -- HMAC-SHA-256 of the client IP with a server secret: lets abuse be grouped, never the raw IP.
  ip_hash text,
  user_agent text CHECK (user_agent IS NULL OR length(user_agent) <= 512),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_created_at ON leads (created_at DESC);
CREATE INDEX leads_form ON leads (form, created_at DESC) WHERE NOT spam;

-- What an admin did, for later admin features (content edits, lead exports, releases).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor text NOT NULL CHECK (length(actor) > 0),
  action text NOT NULL CHECK (length(action) > 0),
  entity_type text NOT NULL,
  entity_id text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_at ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_entity ON audit_log (entity_type, entity_id);
