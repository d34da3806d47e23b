-- Each login start stores a row until the login completes or ten minutes pass; the address that started it lets
-- the server keep a bounded number per address (auth.service.ts, PRE_LOGINS_PER_ADDRESS). Only logins in progress
-- carry it, hence the partial index.
ALTER TABLE "sessions" ADD COLUMN "client_address" varchar(45);--> statement-breakpoint
CREATE INDEX "sessions_pre_login_address_idx" ON "sessions" USING btree ("client_address","created_at") WHERE "sessions"."client_address" is not null;