-- The leads inbox: where a lead came from, where it stands, and what the team did with it.

-- The page the form was sent from (the path of the Referer, same origin only).
ALTER TABLE leads ADD COLUMN source_page text CHECK (source_page IS NULL OR (source_page ~ '^/' AND length(source_page) <= 300));
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'closed'));
ALTER TABLE leads ADD COLUMN status_changed_by text;
ALTER TABLE leads ADD COLUMN status_changed_at timestamptz;
-- The e-mail address a lead names, lower-cased, for filtering and for erasing one person's leads.
ALTER TABLE leads ADD COLUMN email text GENERATED ALWAYS AS (lower(fields->>'email')) STORED;
CREATE INDEX leads_email ON leads (email);
CREATE INDEX leads_status ON leads (status, created_at DESC) WHERE NOT spam;

-- A lead's timeline: status changes (from, to) and notes, each with who and when.
CREATE TABLE lead_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('status', 'note')),
  from_status text,
  to_status text,
  note text CHECK (note IS NULL OR length(note) BETWEEN 1 AND 2000),
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'status') = (to_status IS NOT NULL)),
  CHECK ((kind = 'note') = (note IS NOT NULL))
);
CREATE INDEX lead_events_lead ON lead_events (lead_id, created_at);
