-- Signed builds. An ADMIN trusts a section team's public key (Ed25519) for some sections; a
-- publish signed with it is verified against its build record, and the version keeps the
-- signature (anyone holding the public key can check it again) and which key made it.
CREATE TABLE signing_keys (
  -- 16 hex digits of the SHA-256 of the public key (SPKI DER).
  key_id text PRIMARY KEY CHECK (key_id ~ '^[0-9a-f]{16}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  public_key text NOT NULL,
  -- The sections whose builds it may sign; '*' for every section.
  sections text[] NOT NULL CHECK (cardinality(sections) > 0),
  added_by text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_by text
);

ALTER TABLE remote_versions ADD COLUMN signature jsonb;
-- Keys are revoked, never deleted, so the key a version names is always there.
ALTER TABLE remote_versions ADD COLUMN signed_by text;
