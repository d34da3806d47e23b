CREATE TABLE "ssu_documents" (
	"request_id" bigint NOT NULL,
	"resource_id" varchar(64) NOT NULL,
	"attachment_id" bigint,
	"content" "bytea",
	"content_type" varchar(40) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"sha256" char(64) NOT NULL,
	"size" bigint NOT NULL,
	CONSTRAINT "ssu_documents_source_check" CHECK (("ssu_documents"."attachment_id" is null) <> ("ssu_documents"."content" is null))
);
--> statement-breakpoint
CREATE TABLE "ssu_instances" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"cui_uuid" uuid,
	"cui" jsonb,
	"descriptor" jsonb NOT NULL,
	"descriptor_version" integer DEFAULT 1 NOT NULL,
	"instance_index" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"awaiting" varchar(12),
	"receipt_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssu_instances_cui_uuid_unique" UNIQUE("cui_uuid")
);
--> statement-breakpoint
CREATE TABLE "ssu_outbox" (
	"call_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ssu_outbox_call_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"operation" varchar(30) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "ssu_outbox_status_check" CHECK ("ssu_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ssu_seen_tokens" (
	"jti" varchar(200) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_history" ADD COLUMN "via" varchar(10);--> statement-breakpoint
ALTER TABLE "ssu_documents" ADD CONSTRAINT "ssu_documents_request_id_ssu_instances_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ssu_instances"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssu_instances" ADD CONSTRAINT "ssu_instances_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssu_outbox" ADD CONSTRAINT "ssu_outbox_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssu_documents_resource_idx" ON "ssu_documents" USING btree ("request_id","resource_id");--> statement-breakpoint
CREATE INDEX "ssu_outbox_due_idx" ON "ssu_outbox" USING btree ("next_attempt_at") WHERE "ssu_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "ssu_outbox_request_idx" ON "ssu_outbox" USING btree ("request_id","call_id");--> statement-breakpoint
CREATE INDEX "ssu_seen_tokens_expiry_idx" ON "ssu_seen_tokens" USING btree ("expires_at");