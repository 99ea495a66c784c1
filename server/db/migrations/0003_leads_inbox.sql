-- The inbox searches names, e-mails and phone digits with `%term%`; trigram indexes serve that (ADR 010).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "inbound_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"phone" text NOT NULL,
	"opt_change" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"quote_id" uuid,
	"staff_user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_one_owner" CHECK (("lead_notes"."lead_id" is null) <> ("lead_notes"."quote_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out" boolean NOT NULL,
	"keyword" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_messages_provider_id_idx" ON "inbound_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "inbound_messages_phone_created_at_idx" ON "inbound_messages" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_id_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_quote_id_idx" ON "lead_notes" USING btree ("quote_id","created_at");--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD CONSTRAINT "outbound_messages_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_created_at_id_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_created_at_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_utm_source_created_at_idx" ON "leads" USING btree (lower("utm_source"),"created_at");--> statement-breakpoint
CREATE INDEX "leads_name_trgm_idx" ON "leads" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_trgm_idx" ON "leads" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_phone_digits_trgm_idx" ON "leads" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbound_messages_lead_id_idx" ON "outbound_messages" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "outbound_messages_quote_id_idx" ON "outbound_messages" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_at_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_contact_trgm_idx" ON "quote_requests" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_email_trgm_idx" ON "quote_requests" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quote_requests_phone_digits_trgm_idx" ON "quote_requests" USING gin (regexp_replace("phone", '[^0-9]', '', 'g') gin_trgm_ops);