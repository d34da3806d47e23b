CREATE TABLE "ssu_received_documents" (
	"request_id" bigint NOT NULL,
	"operation" varchar(30) NOT NULL,
	"resource_id" varchar(200) NOT NULL,
	"hash" varchar(200) NOT NULL,
	"history_id" bigint NOT NULL,
	"attachment_id" bigint NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ssu_received_documents_attachment_id_unique" UNIQUE("attachment_id")
);
--> statement-breakpoint
ALTER TABLE "request_attachments" DROP CONSTRAINT "request_attachments_stage_check";--> statement-breakpoint
ALTER TABLE "request_attachments" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ssu_instances" ADD COLUMN "retries_awaited" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ssu_received_documents" ADD CONSTRAINT "ssu_received_documents_request_id_ssu_instances_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ssu_instances"("request_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssu_received_documents" ADD CONSTRAINT "ssu_received_documents_history_id_request_history_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."request_history"("history_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ssu_received_documents" ADD CONSTRAINT "ssu_received_documents_attachment_id_request_attachments_attachment_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."request_attachments"("attachment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ssu_received_documents_resource_idx" ON "ssu_received_documents" USING btree ("request_id","resource_id","hash");--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_uploader_check" CHECK (("request_attachments"."stage" = 'backOffice') = ("request_attachments"."uploaded_by" is null));--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_stage_check" CHECK ("request_attachments"."stage" in ('application', 'answer', 'backOffice'));--> statement-breakpoint
-- Instances given a CUI before this migration: their descriptor's version as the catalogue registered it.
UPDATE "ssu_instances" SET "descriptor_version" = ("descriptor"->>'version')::integer WHERE "cui" IS NOT NULL AND jsonb_typeof("descriptor"->'version') = 'number';
