-- Every change to what is live (promote, rollback, canary start, step and end, from any server or
-- command) is announced on the `registry_releases` channel when its transaction commits. The
-- payload names the schema, since channels are shared by every schema of a database.
CREATE FUNCTION announce_release_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('registry_releases', current_schema() || ':' || OLD.section);
  ELSE
    PERFORM pg_notify('registry_releases', current_schema() || ':' || NEW.section);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER releases_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON releases
  FOR EACH ROW EXECUTE FUNCTION announce_release_change();
