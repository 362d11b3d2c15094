-- An owner per lead: the person who works it (someone who may change leads, by e-mail address, as
-- the rest of the inbox names people), who made them owner and when; each change on the lead's
-- timeline.
ALTER TABLE leads ADD COLUMN owner text CHECK (owner IS NULL OR length(owner) BETWEEN 3 AND 320);
CREATE INDEX leads_owner ON leads (owner) WHERE owner IS NOT NULL;
ALTER TABLE lead_events DROP CONSTRAINT lead_events_kind_check;
ALTER TABLE lead_events ADD CONSTRAINT lead_events_kind_check CHECK (kind IN ('status', 'note', 'owner'));
ALTER TABLE lead_events ADD COLUMN from_owner text;
ALTER TABLE lead_events ADD COLUMN to_owner text;
