-- Admin sign-in (services/identity): the people who may sign in and their roles, their sessions,
-- sign-in attempts in flight, scoped API tokens for section teams' CI, and an append-only audit log.

-- A person is known by e-mail before their first sign-in (an ADMIN grants the role, or the
-- bootstrap list does); the first sign-in binds the identity provider's subject to the row.
CREATE TABLE admin_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 320),
  name text CHECK (name IS NULL OR length(name) <= 200),
  role text NOT NULL CHECK (role IN ('ADMIN', 'EDITOR', 'RELEASER', 'VIEWER')),
  -- The sections a RELEASER may release; empty for the other roles.
  sections text[] NOT NULL DEFAULT '{}',
  issuer text CHECK (issuer IS NULL OR length(issuer) <= 2048),
  subject text CHECK (subject IS NULL OR length(subject) <= 255),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  UNIQUE (issuer, subject)
);

-- The cookie carries a random id; only its SHA-256 is stored, so the table cannot be replayed.
CREATE TABLE admin_sessions (
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Sent back to the provider as id_token_hint when signing out there.
  id_token text CHECK (id_token IS NULL OR length(id_token) <= 16384),
  ip_hash text,
  user_agent text CHECK (user_agent IS NULL OR length(user_agent) <= 512)
);
CREATE INDEX admin_sessions_user ON admin_sessions (user_id);
CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at);

-- A sign-in between the redirect to the provider and its callback: used once, then deleted.
CREATE TABLE auth_flows (
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text NOT NULL CHECK (length(return_to) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Tokens for a section team's CI: `<prefix>_<id>_<secret>`; only the secret's SHA-256 is stored.
CREATE TABLE api_tokens (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{12}$'),
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  sections text[] NOT NULL,
  operations text[] NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by text
);

-- Who acted, from where (the client IP's HMAC, as leads keep it).
ALTER TABLE audit_log ADD COLUMN ip_hash text;
CREATE INDEX audit_log_actor ON audit_log (actor, created_at DESC);
CREATE INDEX audit_log_action ON audit_log (action, created_at DESC);

-- Append-only: no row of the audit log is ever changed or removed. (TRUNCATE stays with the table's
-- owner, as every DDL does: production runs the site as a role without it.)
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();

-- Actors are e-mail addresses or token names now, longer than the 64 characters release records allowed.
ALTER TABLE remote_versions DROP CONSTRAINT remote_versions_published_by_check;
ALTER TABLE remote_versions ADD CONSTRAINT remote_versions_published_by_check CHECK (length(published_by) BETWEEN 1 AND 320);
ALTER TABLE release_history DROP CONSTRAINT release_history_actor_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_actor_check CHECK (length(actor) BETWEEN 1 AND 320);
