-- A CSP report is a browser's claim, not a fact: anyone can send one. Each is stored with the
-- HMAC of the address that sent it (as leads and the audit log keep addresses), so an ADMIN sees
-- how many addresses stand behind a count, not only the count. Reports stored before have none.
ALTER TABLE csp_reports ADD COLUMN reporter text CHECK (reporter IS NULL OR length(reporter) <= 64);
COMMENT ON TABLE csp_reports IS 'Content Security Policy violations as browsers claimed them: unverified';
