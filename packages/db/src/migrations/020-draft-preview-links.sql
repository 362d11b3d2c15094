-- Draft preview links (services/content's draft-preview): each link an editor makes is a row, so
-- it can be revoked, and it keeps the draft as it was when it was made (the entry record, fields
-- and rendered body), which is what whoever opens it sees, whatever the draft becomes later. A
-- link goes with its entry.
CREATE TABLE draft_preview_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  entry_id uuid NOT NULL REFERENCES content_entries (id) ON DELETE CASCADE,
  -- The entry as it was shared (@site/db/editorial-repository's EntryRecord).
  snapshot jsonb NOT NULL CHECK (jsonb_typeof(snapshot) = 'object'),
  created_by text NOT NULL CHECK (length(created_by) BETWEEN 1 AND 320),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by text CHECK (revoked_by IS NULL OR length(revoked_by) BETWEEN 1 AND 320),
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE INDEX draft_preview_links_entry ON draft_preview_links (entry_id, created_at DESC);
