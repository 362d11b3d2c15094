-- Content Security Policy violations browsers reported (POST /api/csp-reports), for an ADMIN to
-- read. Addresses are stored without query or fragment; the table keeps the newest reports only
-- (the site trims it as it writes), so a flood within the rate limit cannot fill the disk.
CREATE TABLE csp_reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  document_url text NOT NULL CHECK (length(document_url) <= 2048),
  blocked text NOT NULL CHECK (length(blocked) <= 2048),
  directive text NOT NULL CHECK (length(directive) <= 100),
  disposition text NOT NULL CHECK (disposition IN ('enforce', 'report')),
  source_file text CHECK (source_file IS NULL OR length(source_file) <= 2048),
  line integer CHECK (line IS NULL OR line >= 0),
  col integer CHECK (col IS NULL OR col >= 0),
  sample text CHECK (sample IS NULL OR length(sample) <= 256)
);
CREATE INDEX csp_reports_time ON csp_reports (received_at);
