CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_change_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Change counters behind the cached list replies (lib/list-reply-cache.ts). The session statement reads the
-- user's counter and the 'backoffice_requests' one; a cached list is served only under the values it was
-- computed with, and a write moves them in its own transaction, so every instance sees a committed change at its
-- next call.
-- - user_change_counters moves when any of that user's requests, or the user's own row, change: the citizen's
--   own list.
-- - 'backoffice_requests' moves when a request outside the draft state changes (sent, accepted, rejected,
--   deleted, or a draft becoming one of them) or a user changes: the back-office lists of those states.
--   Draft saves, the most frequent write, leave it alone, so the back-office list of drafts is never cached.
-- The triggers are deferred to the commit, so a transaction locks counters last, after every row and key it
-- locks otherwise (an audit entry's key share on its actor, an administrator's lock on the users row edited):
-- they add no lock-order cycle to what the transactions already do.
INSERT INTO "change_counters" ("name", "value") VALUES ('backoffice_requests', 0);
--> statement-breakpoint
CREATE FUNCTION change_counters_move(owner integer, backoffice boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF owner IS NOT NULL THEN
    INSERT INTO user_change_counters AS c (user_id, value) VALUES (owner, 1)
      ON CONFLICT (user_id) DO UPDATE SET value = c.value + 1;
  END IF;
  IF backoffice THEN
    UPDATE change_counters SET value = value + 1 WHERE name = 'backoffice_requests';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION requests_change_counters_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM change_counters_move(NEW.user_id, NEW.state_id <> 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM change_counters_move(OLD.user_id, OLD.state_id <> 1);
  ELSE
    PERFORM change_counters_move(NEW.user_id, NEW.state_id <> 1 OR OLD.state_id <> 1);
    IF OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM change_counters_move(OLD.user_id, false);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER requests_change_counters AFTER INSERT OR UPDATE OR DELETE ON requests
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION requests_change_counters_apply();
--> statement-breakpoint
-- TRUNCATE has no row triggers: before the rows go, every owner's counter moves.
CREATE FUNCTION requests_truncate_change_counters() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_change_counters AS c (user_id, value)
    SELECT DISTINCT user_id, 1 FROM requests ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET value = c.value + 1;
  UPDATE change_counters SET value = value + 1 WHERE name = 'backoffice_requests';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER requests_truncate_change_counters BEFORE TRUNCATE ON requests
  FOR EACH STATEMENT EXECUTE FUNCTION requests_truncate_change_counters();
--> statement-breakpoint
-- A user's own fields show in both lists.
CREATE FUNCTION users_change_counters_apply() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_counters_move(NEW.user_id, true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_change_counters AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION users_change_counters_apply();
