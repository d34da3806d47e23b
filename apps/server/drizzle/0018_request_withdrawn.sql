-- The citizen withdraws a sent request while its procedure is open (issue 30, AgID's SubmitterCancel): state 11,
-- final. Also seeded at start (src/db/seed/lookups.ts): here too, so the foreign keys of a database migrated
-- without the seed accept it (as 0013 did for states 6-10). request_state_counts needs nothing: its triggers
-- (0004) count any state.
INSERT INTO "request_states" ("state_id", "code", "description_it", "description_en") VALUES
  (11, 'RITIRATA', 'Ritirata', 'Withdrawn')
  ON CONFLICT ("state_id") DO NOTHING;--> statement-breakpoint
-- A withdrawn request was sent: staff see what the citizen typed in it (SENT_REQUEST_STATES; wasSent in
-- src/modules/backoffice/request-visibility.ts), so the search texts hold it in that state too. The functions of
-- 0013 and 0014 with state 11 added; no request is in it yet, so no stored text changes.
CREATE OR REPLACE FUNCTION requests_search_text(r requests) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT suap_fold(concat_ws(' ',
    r.reference_code, r.owner_first_name, r.owner_last_name, r.suap_name,
    (SELECT concat_ws(' ', i.code, i.description_it, i.description_en, i.activity_it, i.activity_en)
       FROM initiatives AS i WHERE i.initiative_id = r.initiative_id),
    CASE WHEN r.state_id IN (3, 4, 5, 6, 7, 8, 9, 10, 11) THEN
      concat_ws(' ', r.first_name, r.last_name, r.fiscal_code, r.email, r.company_name, r.partita_iva)
    END))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION requests_search_rest(r requests) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT btrim(replace(replace(replace(replace(
    search_spaced(concat_ws(' ', r.reference_code,
      CASE WHEN r.state_id IN (3, 4, 5, 6, 7, 8, 9, 10, 11) THEN
        concat_ws(' ', r.first_name, r.last_name, r.fiscal_code, r.email, r.company_name, r.partita_iva)
      END)),
    search_spaced(r.owner_last_name), '  '), search_spaced(r.owner_last_name), '  '),
    search_spaced(r.owner_first_name), '  '), search_spaced(r.owner_first_name), '  '))
$$;
