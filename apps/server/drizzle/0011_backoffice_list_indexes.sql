-- The back-office request list at a million requests (issue 25): every sort answers from an index walk. Each
-- index leads with the state, then the sort column and request_id (the tie-break) in the list's order, so a page
-- of one state is a walk of that state's slice, and a page of several states a Merge Append of their slices (the
-- query is a UNION ALL per state, list-query.ts); both stop after offset + limit entries. They replace the
-- partial indexes of 0003 (default states only) and the name indexes of 0005 (which filtered the state per row,
-- slow for a rare state).
DROP INDEX "requests_listed_idx";--> statement-breakpoint
DROP INDEX "requests_listed_sent_idx";--> statement-breakpoint
DROP INDEX "requests_owner_last_name_idx";--> statement-breakpoint
DROP INDEX "requests_owner_first_name_idx";--> statement-breakpoint
DROP INDEX "requests_suap_name_idx";--> statement-breakpoint
CREATE INDEX "requests_bo_reference_code_idx" ON "requests" USING btree ("state_id","reference_code" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_sent_idx" ON "requests" USING btree ("state_id","sent_request_date" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_updated_idx" ON "requests" USING btree ("state_id","updated_on" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_created_idx" ON "requests" USING btree ("state_id","created_on" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_first_name_idx" ON "requests" USING btree ("state_id","owner_first_name" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_last_name_idx" ON "requests" USING btree ("state_id","owner_last_name" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_suap_name_idx" ON "requests" USING btree ("state_id","suap_name" DESC NULLS LAST,"request_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_bo_type_idx" ON "requests" USING btree ("state_id","type_of_service_id","request_id" DESC NULLS LAST);