-- The person's list of active sessions (GET /api/session/active): each session gets a public id of its own, so
-- the list and the "end this session" call never carry the row key (the sha256 of the cookie), and keeps the
-- browser family and operating system read from the User-Agent at login, nothing finer. Sessions already there
-- get an id from the default and no device (shown as unknown).
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_browser" varchar(40);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device_os" varchar(40);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_idx" ON "sessions" USING btree ("public_id");