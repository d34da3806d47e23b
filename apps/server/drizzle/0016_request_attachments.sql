CREATE TABLE "request_attachments" (
	"attachment_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_attachments_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"stage" varchar(12) NOT NULL,
	"history_id" bigint,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"storage_key" varchar(100) NOT NULL,
	"signature_format" varchar(8) NOT NULL,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scan" varchar(12) NOT NULL,
	"scanner" text,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "request_attachments_stage_check" CHECK ("request_attachments"."stage" in ('application', 'answer')),
	CONSTRAINT "request_attachments_size_check" CHECK ("request_attachments"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_request_id_requests_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_history_id_request_history_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."request_history"("history_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_attachments_request_idx" ON "request_attachments" USING btree ("request_id","attachment_id");