-- The client network a load was reported from (IPv4 /24, IPv6 /48), as an HMAC keyed with the
-- cohort cookies' secret: the canary judges weigh networks, not cookies, so that one address
-- cannot steer a release (services/registry/src/visitor-weighting.ts). Never the address itself.
ALTER TABLE remote_loads ADD COLUMN network text CHECK (network IS NULL OR network ~ '^[A-Za-z0-9_:./-]{1,64}$');
