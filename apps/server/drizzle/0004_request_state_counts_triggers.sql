-- Keeps request_state_counts equal to `select state_id, count(*) from requests group by state_id`, so the
-- back-office list reads its unfiltered totals from a few rows instead of counting a million.
-- Statement-level triggers with transition tables: a bulk insert of a million rows costs one aggregate, not a
-- million row triggers. Deltas are applied in state order, so concurrent writers lock the rows in the same
-- order and cannot deadlock each other. A statement that changes no state (a draft save) touches no row.
CREATE FUNCTION request_state_counts_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_state_counts AS c (state_id, total)
      SELECT state_id, count(*) FROM new_rows GROUP BY state_id ORDER BY state_id
      ON CONFLICT (state_id) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO request_state_counts AS c (state_id, total)
      SELECT state_id, sum(delta) FROM (
        SELECT state_id, 1 AS delta FROM new_rows
        UNION ALL
        SELECT state_id, -1 AS delta FROM old_rows
      ) AS changes
      GROUP BY state_id HAVING sum(delta) <> 0 ORDER BY state_id
      ON CONFLICT (state_id) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_state_counts AS c (state_id, total)
      SELECT state_id, -count(*) FROM old_rows GROUP BY state_id ORDER BY state_id
      ON CONFLICT (state_id) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'TRUNCATE' THEN
    UPDATE request_state_counts SET total = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER requests_state_counts_insert AFTER INSERT ON requests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION request_state_counts_apply();
--> statement-breakpoint
CREATE TRIGGER requests_state_counts_update AFTER UPDATE ON requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION request_state_counts_apply();
--> statement-breakpoint
CREATE TRIGGER requests_state_counts_delete AFTER DELETE ON requests
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION request_state_counts_apply();
--> statement-breakpoint
CREATE TRIGGER requests_state_counts_truncate AFTER TRUNCATE ON requests
  FOR EACH STATEMENT EXECUTE FUNCTION request_state_counts_apply();
--> statement-breakpoint
-- Rows already there when this migration runs (an existing installation).
INSERT INTO request_state_counts (state_id, total)
  SELECT state_id, count(*) FROM requests GROUP BY state_id
  ON CONFLICT (state_id) DO UPDATE SET total = excluded.total;
