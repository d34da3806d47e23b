-- The back-office request search at a million requests (issue 25; docs/back-office-list-plans.md): a word is
-- matched through the columns that already carry it instead of through one trigram index over the whole text.
-- search_text (0010, 0013) is the concatenation of parts: the reference code, the owner's first name and surname,
-- the SUAP's name, the initiative's texts and, once sent, the typed data. A word (letters, digits, apostrophes:
-- the search bar's alphabet, no spaces) occurs in it exactly when it occurs in one of those parts, so the list
-- (modules/backoffice/search-terms.ts) finds:
-- - the owner's names and the SUAP's name containing the word (search_names below, with each name folded), then
--   the requests with those names through the list's own indexes (state, name, request id) of 0011, which also give
--   them in the names' order: a common surname sorted by surname no longer reads every match;
-- - the initiatives containing it (search_names again, by id), then their requests (requests_initiative_idx);
-- - the rest, search_rest: the reference code and the typed data, with every occurrence of the owner's own names
--   taken out where it stands as a whole word (between spaces, dots, @, hyphens, underscores, commas, or at an
--   end), since those are found through the names. A word overlapping such an occurrence lies within it (it
--   cannot hold those separators), so nothing is lost; search_rest of a Rossi's request holds no "rossi" from
--   the typed surname, the e-mail or the company, and its trigram index is a fraction of the old one's size.
-- requests_search_trgm over the whole text is dropped: nothing else reads it.
CREATE TABLE "search_names" (
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"folded" text NOT NULL,
	CONSTRAINT "search_names_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
DROP INDEX "requests_search_trgm";--> statement-breakpoint
-- By initiative, then state: a common initiative word's requests in the listed states are counted from this index
-- alone (list-query.ts, denseCheck).
DROP INDEX "requests_initiative_idx";--> statement-breakpoint
CREATE INDEX "requests_initiative_idx" ON "requests" USING btree ("initiative_id","state_id");--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "search_rest" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_names_folded_trgm" ON "search_names" USING gin ("folded" gin_trgm_ops);--> statement-breakpoint
-- A folded text with the separators a search word cannot hold turned into spaces, and a space at each end, so
-- that a whole word (or a whole name of several words) is found as ' word '.
CREATE FUNCTION search_spaced(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || replace(replace(replace(replace(replace(suap_fold(coalesce(value, '')),
    '.', ' '), '@', ' '), '-', ' '), '_', ' '), ',', ' ') || ' '
$$;
--> statement-breakpoint
-- Plain replace(), not a regular expression: each row has its own names, and compiling a pattern per row cost
-- ~100 µs where this costs a few. Twice per name, so that a name written twice in a row is taken out both times.
CREATE FUNCTION requests_search_rest(r requests) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(replace(replace(replace(replace(
    search_spaced(concat_ws(' ', r.reference_code,
      CASE WHEN r.state_id IN (3, 4, 5, 6, 7, 8, 9, 10) THEN
        concat_ws(' ', r.first_name, r.last_name, r.fiscal_code, r.email, r.company_name, r.partita_iva)
      END)),
    search_spaced(r.owner_last_name), '  '), search_spaced(r.owner_last_name), '  '),
    search_spaced(r.owner_first_name), '  '), search_spaced(r.owner_first_name), '  '))
$$;
--> statement-breakpoint
-- The same trigger as 0010 fills both texts (it fires on every column either depends on).
CREATE OR REPLACE FUNCTION requests_search_text_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := requests_search_text(NEW);
  NEW.search_rest := requests_search_rest(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER requests_text_for_search_update ON requests;--> statement-breakpoint
CREATE TRIGGER requests_text_for_search_update BEFORE UPDATE ON requests
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
        OR OLD.search_rest IS DISTINCT FROM NEW.search_rest
        OR OLD.reference_code IS DISTINCT FROM NEW.reference_code
        OR OLD.state_id IS DISTINCT FROM NEW.state_id
        OR OLD.user_id IS DISTINCT FROM NEW.user_id
        OR OLD.suap_id IS DISTINCT FROM NEW.suap_id
        OR OLD.initiative_id IS DISTINCT FROM NEW.initiative_id
        OR OLD.owner_first_name IS DISTINCT FROM NEW.owner_first_name
        OR OLD.owner_last_name IS DISTINCT FROM NEW.owner_last_name
        OR OLD.suap_name IS DISTINCT FROM NEW.suap_name
        OR OLD.first_name IS DISTINCT FROM NEW.first_name
        OR OLD.last_name IS DISTINCT FROM NEW.last_name
        OR OLD.fiscal_code IS DISTINCT FROM NEW.fiscal_code
        OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.company_name IS DISTINCT FROM NEW.company_name
        OR OLD.partita_iva IS DISTINCT FROM NEW.partita_iva)
  EXECUTE FUNCTION requests_search_text_fill();
--> statement-breakpoint
-- Rows already there: only search_rest changes (as in 0010, without the row triggers).
ALTER TABLE "requests" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "requests" AS r SET "search_rest" = requests_search_rest(r)
  WHERE r."search_rest" IS DISTINCT FROM requests_search_rest(r);--> statement-breakpoint
ALTER TABLE "requests" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "requests_search_rest_trgm" ON "requests" USING gin ("search_rest" gin_trgm_ops);--> statement-breakpoint
-- The names requests can have: every user's first name (kind 1) and surname (2), every SUAP's name (3) (the
-- requests' owner_* and suap_name are copies of them, 0005), kept as users and SUAPs are created or renamed; the
-- requests' own copies too, for a database whose rows were loaded without triggers.
INSERT INTO "search_names" ("kind", "name", "folded")
  SELECT "kind", "name", suap_fold("name") FROM (
    SELECT 1 AS "kind", "first_name" AS "name" FROM "users" UNION SELECT 2, "last_name" FROM "users"
    UNION SELECT 3, "name" FROM "suap"
    UNION SELECT 1, "owner_first_name" FROM "requests" WHERE "owner_first_name" IS NOT NULL
    UNION SELECT 2, "owner_last_name" FROM "requests" WHERE "owner_last_name" IS NOT NULL
    UNION SELECT 3, "suap_name" FROM "requests" WHERE "suap_name" IS NOT NULL) AS "names"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION users_search_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_names (kind, name, folded)
    VALUES (1, NEW.first_name, suap_fold(NEW.first_name)), (2, NEW.last_name, suap_fold(NEW.last_name))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_names AFTER INSERT OR UPDATE OF first_name, last_name ON users
  FOR EACH ROW EXECUTE FUNCTION users_search_names();
--> statement-breakpoint
CREATE FUNCTION suap_search_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_names (kind, name, folded) VALUES (3, NEW.name, suap_fold(NEW.name)) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER suap_search_names AFTER INSERT OR UPDATE OF name ON suap
  FOR EACH ROW EXECUTE FUNCTION suap_search_names();
--> statement-breakpoint
-- Kind 4: each initiative (its id as the name) with its texts as requests_search_text() joins them, kept as they
-- change (the requests' own texts follow by the 0010 trigger).
INSERT INTO "search_names" ("kind", "name", "folded")
  SELECT 4, "initiative_id"::text,
    suap_fold(concat_ws(' ', "code", "description_it", "description_en", "activity_it", "activity_en"))
  FROM "initiatives" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION initiatives_search_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_names (kind, name, folded)
    VALUES (4, NEW.initiative_id::text, suap_fold(concat_ws(' ', NEW.code, NEW.description_it, NEW.description_en,
      NEW.activity_it, NEW.activity_en)))
    ON CONFLICT (kind, name) DO UPDATE SET folded = excluded.folded;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER initiatives_search_names
  AFTER INSERT OR UPDATE OF code, description_it, description_en, activity_it, activity_en ON initiatives
  FOR EACH ROW EXECUTE FUNCTION initiatives_search_names();
--> statement-breakpoint
-- "Assigned to me" (issue 27) reads one operator's requests whole, with their sort keys, and sorts them
-- (modules/backoffice/list-query.ts): the index of 0013 carries every sortable column, so that read stays in the
-- index (a few thousand entries) instead of visiting each request (drizzle cannot declare INCLUDE: the schema
-- names the key columns only).
DROP INDEX "requests_assignee_idx";--> statement-breakpoint
CREATE INDEX "requests_assignee_idx" ON "requests" USING btree ("assignee_user_id","state_id","request_id" DESC NULLS LAST)
  INCLUDE ("reference_code", "sent_request_date", "updated_on", "created_on", "owner_first_name", "owner_last_name",
    "suap_name", "type_of_service_id")
  WHERE "requests"."assignee_user_id" is not null;--> statement-breakpoint
-- Drafts and deleted requests never have an operator, and each operator holds a few states' worth. Without the joint distribution the planner took a state's own index for (operator, draft)
-- and read every draft to find none; with it, it reads requests_assignee_idx (list-plans.test.ts).
CREATE STATISTICS "requests_assignee_state" (mcv) ON "assignee_user_id", "state_id" FROM "requests";--> statement-breakpoint
-- The list reads the name runs, the operators' requests and the counts of common words in the indexes alone, which
-- holds only for table pages marked all-visible; an update clears the mark of its page, and drafts saved all day
-- touch pages all over the table. With the default thresholds (20 % of the rows changed) a million-request table
-- was vacuumed after 200,000 updates, and half of an operator's requests needed a visit meanwhile (3,500 of 6,300
-- in the benchmark: 13 ms instead of 3); after 1 % it is vacuumed every 10,000, which on a table otherwise
-- all-visible reads only the pages changed.
ALTER TABLE "requests" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
ANALYZE "requests";
