CREATE TABLE "request_history" (
	"history_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" varchar(30) NOT NULL,
	"from_state_id" smallint,
	"to_state_id" smallint NOT NULL,
	"actor_user_id" integer,
	"actor_profile_id" smallint,
	"message" text,
	"assessment" text,
	"due_on" date,
	"assignee_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "assignee_user_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "term_due_on" date;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "term_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_from_state_id_request_states_state_id_fk" FOREIGN KEY ("from_state_id") REFERENCES "public"."request_states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_to_state_id_request_states_state_id_fk" FOREIGN KEY ("to_state_id") REFERENCES "public"."request_states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_assignee_user_id_users_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("request_id","history_id");--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assignee_user_id_users_user_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_assignee_idx" ON "requests" USING btree ("assignee_user_id","state_id","request_id" DESC NULLS LAST) WHERE "requests"."assignee_user_id" is not null;--> statement-breakpoint
CREATE INDEX "requests_open_term_idx" ON "requests" USING btree ("term_due_on") WHERE "requests"."term_expired_at" is null and "requests"."state_id" in (7, 9);--> statement-breakpoint
ALTER TABLE "request_states" ALTER COLUMN "code" SET DATA TYPE varchar(30);--> statement-breakpoint
-- The procedure's states (issue 27), also seeded at start (src/db/seed/lookups.ts): here too, so the foreign keys
-- of a database migrated without the seed accept them.
INSERT INTO "request_states" ("state_id", "code", "description_it", "description_en") VALUES
  (6, 'IN_ISTRUTTORIA', 'In istruttoria', 'In review'),
  (7, 'INTEGRAZIONE_RICHIESTA', 'Integrazione richiesta', 'Integration requested'),
  (8, 'INTEGRAZIONE_RICEVUTA', 'Integrazione ricevuta', 'Integration received'),
  (9, 'PREAVVISO_DI_RIGETTO', 'Preavviso di rigetto', 'Notice of reasons for refusal'),
  (10, 'OSSERVAZIONI_RICEVUTE', 'Osservazioni ricevute', 'Observations received')
  ON CONFLICT ("state_id") DO NOTHING;--> statement-breakpoint
-- The history is a record: once written, a row is neither changed nor removed, whoever asks (the application's
-- own role included). TRUNCATE stays possible for a restore from backup, which replaces whole tables.
CREATE FUNCTION request_history_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'request_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER request_history_no_update BEFORE UPDATE OR DELETE ON request_history
  FOR EACH ROW EXECUTE FUNCTION request_history_append_only();
--> statement-breakpoint
-- Staff see what the citizen typed in every state after sending, the procedure's ones included
-- (SENT_REQUEST_STATES in the shared contract; wasSent in src/modules/backoffice/request-visibility.ts), so the
-- search text holds it in the same states.
CREATE OR REPLACE FUNCTION requests_search_text(r requests) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT suap_fold(concat_ws(' ',
    r.reference_code, r.owner_first_name, r.owner_last_name, r.suap_name,
    (SELECT concat_ws(' ', i.code, i.description_it, i.description_en, i.activity_it, i.activity_en)
       FROM initiatives AS i WHERE i.initiative_id = r.initiative_id),
    CASE WHEN r.state_id IN (3, 4, 5, 6, 7, 8, 9, 10) THEN
      concat_ws(' ', r.first_name, r.last_name, r.fiscal_code, r.email, r.company_name, r.partita_iva)
    END))
$$;
--> statement-breakpoint
-- Requests sent before the history existed begin it with their sending, by their owner; decided ones with their
-- decision, by nobody known (actor null), on the day of their last change.
INSERT INTO "request_history" ("request_id", "at", "action", "from_state_id", "to_state_id", "actor_user_id", "actor_profile_id")
  SELECT r."request_id", r."sent_request_date", 'send', 1, 3, r."user_id", 1
  FROM "requests" AS r WHERE r."sent_request_date" IS NOT NULL ORDER BY r."request_id";--> statement-breakpoint
INSERT INTO "request_history" ("request_id", "at", "action", "from_state_id", "to_state_id")
  SELECT r."request_id", r."updated_on", CASE r."state_id" WHEN 4 THEN 'accept' ELSE 'reject' END, 3, r."state_id"
  FROM "requests" AS r WHERE r."state_id" IN (4, 5) ORDER BY r."request_id";
