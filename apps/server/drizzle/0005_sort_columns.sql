-- Back-office sorts by the citizen's names and by the SUAP's name read copies kept on requests (see schema.ts),
-- so a page sorted by surname is an index walk of a few rows instead of a join and sort of the whole table.
-- Triggers keep the copies right whoever writes: a new request, a request moved to another owner or SUAP,
-- a user or SUAP renamed (row triggers: a rename touches that owner's or that SUAP's requests only).
ALTER TABLE "requests" ADD COLUMN "owner_first_name" varchar(100);--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owner_last_name" varchar(100);--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "suap_name" text;--> statement-breakpoint
-- Rows already there when this migration runs (an existing installation), before the indexes are built.
UPDATE "requests" AS r
  SET "owner_first_name" = u."first_name",
      "owner_last_name" = u."last_name",
      "suap_name" = (SELECT s."name" FROM "suap" AS s WHERE s."suap_id" = r."suap_id")
  FROM "users" AS u
  WHERE u."user_id" = r."user_id";--> statement-breakpoint
CREATE FUNCTION requests_sort_names_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.first_name, u.last_name INTO NEW.owner_first_name, NEW.owner_last_name
    FROM users AS u WHERE u.user_id = NEW.user_id;
  NEW.suap_name := (SELECT s.name FROM suap AS s WHERE s.suap_id = NEW.suap_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER requests_sort_names_insert BEFORE INSERT ON requests
  FOR EACH ROW EXECUTE FUNCTION requests_sort_names_fill();
--> statement-breakpoint
CREATE TRIGGER requests_sort_names_update BEFORE UPDATE ON requests
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.suap_id IS DISTINCT FROM NEW.suap_id
        OR OLD.owner_first_name IS DISTINCT FROM NEW.owner_first_name
        OR OLD.owner_last_name IS DISTINCT FROM NEW.owner_last_name
        OR OLD.suap_name IS DISTINCT FROM NEW.suap_name)
  EXECUTE FUNCTION requests_sort_names_fill();
--> statement-breakpoint
CREATE FUNCTION requests_owner_names_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET owner_first_name = NEW.first_name, owner_last_name = NEW.last_name
    WHERE user_id = NEW.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_names_to_requests AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION requests_owner_names_sync();
--> statement-breakpoint
CREATE FUNCTION requests_suap_name_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests SET suap_name = NEW.name WHERE suap_id = NEW.suap_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER suap_name_to_requests AFTER UPDATE OF name ON suap
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION requests_suap_name_sync();
--> statement-breakpoint
CREATE INDEX "requests_owner_last_name_idx" ON "requests" USING btree ("owner_last_name" DESC NULLS LAST,"request_id" DESC NULLS LAST,"state_id");--> statement-breakpoint
CREATE INDEX "requests_owner_first_name_idx" ON "requests" USING btree ("owner_first_name" DESC NULLS LAST,"request_id" DESC NULLS LAST,"state_id");--> statement-breakpoint
CREATE INDEX "requests_suap_name_idx" ON "requests" USING btree ("suap_name" DESC NULLS LAST,"request_id" DESC NULLS LAST,"state_id");
