-- Rows stored before alerts existed are "skipped", so deploying this does not alert staff about old leads.
ALTER TABLE "leads" ADD COLUMN "alert_status" text DEFAULT 'skipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "alert_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_last_error" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_texted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contacted_by" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_channel" text;--> statement-breakpoint
-- Rows stored before alerts existed are "skipped", so deploying this does not alert staff about old leads.
ALTER TABLE "quote_requests" ADD COLUMN "alert_status" text DEFAULT 'skipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "alert_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_last_error" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_texted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "alert_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_contacted_by" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "first_contact_channel" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_first_contacted_by_staff_users_id_fk" FOREIGN KEY ("first_contacted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_first_contacted_by_staff_users_id_fk" FOREIGN KEY ("first_contacted_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_alert_status_next_attempt_idx" ON "leads" USING btree ("alert_status","alert_next_attempt_at");--> statement-breakpoint
CREATE INDEX "leads_waiting_created_at_idx" ON "leads" USING btree ("created_at") WHERE "leads"."first_contacted_at" is null;--> statement-breakpoint
CREATE INDEX "quote_requests_alert_status_next_attempt_idx" ON "quote_requests" USING btree ("alert_status","alert_next_attempt_at");--> statement-breakpoint
CREATE INDEX "quote_requests_waiting_created_at_idx" ON "quote_requests" USING btree ("created_at") WHERE "quote_requests"."first_contacted_at" is null;--> statement-breakpoint
-- First contact of rows stored before it was recorded: the earliest send from their page that the provider took.
UPDATE "leads" SET "first_contacted_at" = "first"."created_at", "first_contacted_by" = "first"."staff_user_id", "first_contact_channel" = "first"."channel"
FROM (
	SELECT DISTINCT ON ("lead_id") "lead_id", "created_at", "staff_user_id", "channel"
	FROM "outbound_messages"
	WHERE "lead_id" IS NOT NULL AND "status" NOT IN ('failed', 'sending')
	ORDER BY "lead_id", "created_at"
) AS "first"
WHERE "leads"."id" = "first"."lead_id";--> statement-breakpoint
UPDATE "quote_requests" SET "first_contacted_at" = "first"."created_at", "first_contacted_by" = "first"."staff_user_id", "first_contact_channel" = "first"."channel"
FROM (
	SELECT DISTINCT ON ("quote_id") "quote_id", "created_at", "staff_user_id", "channel"
	FROM "outbound_messages"
	WHERE "quote_id" IS NOT NULL AND "status" NOT IN ('failed', 'sending')
	ORDER BY "quote_id", "created_at"
) AS "first"
WHERE "quote_requests"."id" = "first"."quote_id";