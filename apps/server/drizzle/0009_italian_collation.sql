-- Names and labels sort as an Italian reader expects: "agata, Ágata, D'Amico, de Luca, Eva, éva, Sara, Verdi",
-- not by code point (where every capital comes before every small letter and "Ágata" after "Zeno"). The cluster
-- may well be created with the C or C.UTF-8 locale, so the order is set on the columns themselves, with an ICU
-- collation: PostgreSQL must be built with ICU (PostgreSQL 16+ builds, the managed services and the embedded
-- server used in development are). Case and accents only break ties (ICU's tertiary level), so the collation
-- stays deterministic: equality, unique indexes and LIKE behave as before and pages never overlap.
-- After an ICU upgrade: ALTER COLLATION suap_it REFRESH VERSION, then REINDEX the indexes on these columns.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS suap_it (provider = icu, locale = 'it-IT');
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE EXCEPTION 'PostgreSQL without ICU: the portal needs an ICU-enabled server for the Italian collation suap_it (%)', SQLERRM;
END;
$$;
--> statement-breakpoint
-- A column used in a trigger's WHEN cannot change type: the triggers of 0005 are dropped and made again, unchanged.
DROP TRIGGER "users_names_to_requests" ON "users";--> statement-breakpoint
DROP TRIGGER "suap_name_to_requests" ON "suap";--> statement-breakpoint
DROP TRIGGER "requests_sort_names_update" ON "requests";--> statement-breakpoint
-- Changing only the collation rewrites no table; the indexes on these columns (users_name_idx,
-- requests_owner_*_name_idx, requests_suap_name_idx, suap_type_name_idx, provinces_region_idx,
-- municipalities_province_idx) are rebuilt in the new order, so the sorted pages stay index walks.
ALTER TABLE "users" ALTER COLUMN "first_name" TYPE varchar(100) COLLATE suap_it,
  ALTER COLUMN "last_name" TYPE varchar(100) COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "requests" ALTER COLUMN "owner_first_name" TYPE varchar(100) COLLATE suap_it,
  ALTER COLUMN "owner_last_name" TYPE varchar(100) COLLATE suap_it,
  ALTER COLUMN "suap_name" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "suap" ALTER COLUMN "name" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "initiatives" ALTER COLUMN "description_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "description_en" TYPE text COLLATE suap_it,
  ALTER COLUMN "activity_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "activity_en" TYPE text COLLATE suap_it,
  ALTER COLUMN "area_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "area_en" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "regions" ALTER COLUMN "name" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "provinces" ALTER COLUMN "name" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "municipalities" ALTER COLUMN "name" TYPE text COLLATE suap_it;--> statement-breakpoint
-- Labels: profile, state and type sort by the text shown in the page's language (users and requests lists).
ALTER TABLE "profiles" ALTER COLUMN "description_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "description_en" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "request_states" ALTER COLUMN "description_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "description_en" TYPE text COLLATE suap_it;--> statement-breakpoint
ALTER TABLE "types_of_service" ALTER COLUMN "name_it" TYPE text COLLATE suap_it,
  ALTER COLUMN "name_en" TYPE text COLLATE suap_it;--> statement-breakpoint
CREATE TRIGGER requests_sort_names_update BEFORE UPDATE ON requests
  FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.suap_id IS DISTINCT FROM NEW.suap_id
        OR OLD.owner_first_name IS DISTINCT FROM NEW.owner_first_name
        OR OLD.owner_last_name IS DISTINCT FROM NEW.owner_last_name
        OR OLD.suap_name IS DISTINCT FROM NEW.suap_name)
  EXECUTE FUNCTION requests_sort_names_fill();
--> statement-breakpoint
CREATE TRIGGER users_names_to_requests AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION requests_owner_names_sync();
--> statement-breakpoint
CREATE TRIGGER suap_name_to_requests AFTER UPDATE OF name ON suap
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION requests_suap_name_sync();
