-- What the back-office request search reads (requests.search_text, trigram-indexed) is computed here, by the
-- database, whoever writes: the citizen saving or sending, an administrator renaming the citizen, a SUAP or an
-- initiative renamed. Each of those changes rewrites the text in its own transaction, so the search never finds a
-- request by an old name nor misses it by the new one. Whatever the application passes for search_text is replaced.
--
-- The text holds what the back-office search hint promises (i18n backoffice.requests.search.hint):
-- - always: the reference code, the account holder's names (the list's Citizen column), the SUAP's name, and the
--   initiative's code, description and activity in Italian and English;
-- - only once the citizen has sent the request (states 3, 4, 5: LISTED_BY_DEFAULT / wasSent in
--   src/modules/backoffice/request-visibility.ts): the applicant's names, fiscal code, e-mail, company name and
--   VAT number typed into the form. Staff do not see those of a draft or a deleted request, so the search must not
--   match on them either (else a filter confirms them letter by letter).

-- The JavaScript toSearchText (src/db/search-text.ts), which folds the filter's words, in SQL: decomposed,
-- combining marks dropped, lower case, single spaces. No unaccent extension is needed.
CREATE FUNCTION suap_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(regexp_replace(normalize(value COLLATE suap_it, NFD),
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')), '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- The search text of one request row. owner_* and suap_name are the trigger-kept copies of 0005, filled by the
-- requests_sort_names_* triggers, which fire before the ones below (same timing, name order).
CREATE FUNCTION requests_search_text(r requests) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT suap_fold(concat_ws(' ',
    r.reference_code, r.owner_first_name, r.owner_last_name, r.suap_name,
    (SELECT concat_ws(' ', i.code, i.description_it, i.description_en, i.activity_it, i.activity_en)
       FROM initiatives AS i WHERE i.initiative_id = r.initiative_id),
    CASE WHEN r.state_id IN (3, 4, 5) THEN
      concat_ws(' ', r.first_name, r.last_name, r.fiscal_code, r.email, r.company_name, r.partita_iva)
    END))
$$;
--> statement-breakpoint
CREATE FUNCTION requests_search_text_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := requests_search_text(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Rows already there (an existing installation). Only search_text changes: the state counters, change counters
-- and sort copies have nothing to follow, and a row trigger per request would make a large table's upgrade slow.
ALTER TABLE "requests" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "requests" AS r SET "search_text" = requests_search_text(r)
  WHERE r."search_text" IS DISTINCT FROM requests_search_text(r);--> statement-breakpoint
ALTER TABLE "requests" ENABLE TRIGGER USER;--> statement-breakpoint
-- Cached back-office lists computed before the upgrade are not served again.
UPDATE "change_counters" SET "value" = "value" + 1 WHERE "name" = 'backoffice_requests';--> statement-breakpoint
-- "requests_text_*" sorts after "requests_sort_names_*": PostgreSQL fires BEFORE row triggers in name order, so the
-- owner's and SUAP's names are already the current ones here.
CREATE TRIGGER requests_text_for_search_insert BEFORE INSERT ON requests
  FOR EACH ROW EXECUTE FUNCTION requests_search_text_fill();
--> statement-breakpoint
CREATE TRIGGER requests_text_for_search_update BEFORE UPDATE ON requests
  FOR EACH ROW
  WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text
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
-- An initiative renamed or re-described: its requests' texts follow, in the same transaction (users and SUAP
-- renames reach requests through the 0005 triggers, which change owner_* / suap_name and so fire the one above).
CREATE FUNCTION requests_initiative_text_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests AS r SET search_text = requests_search_text(r)
    WHERE r.initiative_id = NEW.initiative_id AND r.search_text IS DISTINCT FROM requests_search_text(r);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER initiative_text_to_requests
  AFTER UPDATE OF code, description_it, description_en, activity_it, activity_en ON initiatives
  FOR EACH ROW
  WHEN (OLD.code IS DISTINCT FROM NEW.code
        OR OLD.description_it IS DISTINCT FROM NEW.description_it
        OR OLD.description_en IS DISTINCT FROM NEW.description_en
        OR OLD.activity_it IS DISTINCT FROM NEW.activity_it
        OR OLD.activity_en IS DISTINCT FROM NEW.activity_en)
  EXECUTE FUNCTION requests_initiative_text_sync();
