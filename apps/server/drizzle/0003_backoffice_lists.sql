CREATE TABLE "request_state_counts" (
	"state_id" smallint PRIMARY KEY NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_state_counts" ADD CONSTRAINT "request_state_counts_state_id_request_states_state_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."request_states"("state_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_listed_idx" ON "requests" USING btree ("request_id" DESC NULLS LAST) WHERE "requests"."state_id" in (3, 4, 5);--> statement-breakpoint
CREATE INDEX "requests_listed_sent_idx" ON "requests" USING btree ("sent_request_date" DESC NULLS LAST,"request_id" DESC NULLS LAST) WHERE "requests"."state_id" in (3, 4, 5);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("last_name","first_name","user_id");