-- What visitors search for, for the dashboard: the normalised query and how many results it had,
-- recorded only with analytics consent. No address, cookie or visitor id: a query is not a person.
CREATE TABLE search_queries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  query text NOT NULL CHECK (length(query) BETWEEN 2 AND 100),
  results integer NOT NULL CHECK (results BETWEEN 0 AND 1000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_queries_time ON search_queries (created_at);
