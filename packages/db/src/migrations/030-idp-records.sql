-- The local identity provider's state (the sign-in of development and of the local fleet, when
-- OIDC_ISSUER is unset): its sessions, sign-ins in progress, codes and grants, one row per record
-- of oidc-provider's models. Kept here rather than in one process's memory, so that any server of
-- a fleet continues a sign-in another began, and a restart signs nobody out.
CREATE TABLE idp_records (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_records_grant ON idp_records (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX idp_records_uid ON idp_records (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX idp_records_user_code ON idp_records (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX idp_records_expiry ON idp_records (expires_at) WHERE expires_at IS NOT NULL;
