-- The version of the reference rows a request view shows (types of service, request states, SUAP offices,
-- initiatives). The server keeps those rows in memory (db/reference-catalog.ts) and reads this counter in the
-- statement of every view: any change to the tables moves it in the change's own transaction, so the next view,
-- on any instance, is built from the changed rows. Statement-level triggers: a seed's bulk upsert moves it once.
INSERT INTO "change_counters" ("name", "value") VALUES ('reference_data', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION reference_data_moved() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE change_counters SET value = value + 1 WHERE name = 'reference_data';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER types_of_service_reference_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON types_of_service
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_moved();
--> statement-breakpoint
CREATE TRIGGER request_states_reference_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON request_states
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_moved();
--> statement-breakpoint
CREATE TRIGGER suap_reference_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON suap
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_moved();
--> statement-breakpoint
CREATE TRIGGER initiatives_reference_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON initiatives
  FOR EACH STATEMENT EXECUTE FUNCTION reference_data_moved();
