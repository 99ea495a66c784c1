-- btree_gist lets one exclusion constraint compare a teacher's id for equality and times for overlap.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "lead_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"wording_version" text NOT NULL,
	"wording" text NOT NULL,
	"page" text,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_consents_purpose_check" CHECK ("lead_consents"."purpose" in ('contact', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "link_signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_calendars" (
	"teacher_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"video_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	CONSTRAINT "teacher_time_off_span_check" CHECK ("teacher_time_off"."starts_at" < "teacher_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "teacher_weekly_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_weekly_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "teacher_weekly_hours_weekday_check" CHECK ("teacher_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "teacher_weekly_hours_span_check" CHECK (0 <= "teacher_weekly_hours"."start_minute" and "teacher_weekly_hours"."start_minute" < "teacher_weekly_hours"."end_minute" and "teacher_weekly_hours"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "trial_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"teacher_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"time_zone" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_bookings_status_check" CHECK ("trial_bookings"."status" in ('hold', 'confirmed', 'attended', 'no_show', 'cancelled')),
	CONSTRAINT "trial_bookings_span_check" CHECK ("trial_bookings"."starts_at" < "trial_bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "visitor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"booking_sequence" integer,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_messages_kind_check" CHECK ("visitor_messages"."kind" in ('welcome', 'booking_confirmation', 'booking_update', 'booking_cancellation', 'reminder_24h', 'reminder_1h', 'reminder_sms')),
	CONSTRAINT "visitor_messages_channel_check" CHECK ("visitor_messages"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "lead_consents" ADD CONSTRAINT "lead_consents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_time_off" ADD CONSTRAINT "teacher_time_off_teacher_id_teacher_calendars_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_calendars"("teacher_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_weekly_hours" ADD CONSTRAINT "teacher_weekly_hours_teacher_id_teacher_calendars_teacher_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teacher_calendars"("teacher_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_messages" ADD CONSTRAINT "visitor_messages_booking_id_trial_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_consents_lead_idx" ON "lead_consents" USING btree ("lead_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "teacher_time_off_teacher_idx" ON "teacher_time_off" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "teacher_weekly_hours_teacher_idx" ON "teacher_weekly_hours" USING btree ("teacher_id","weekday");--> statement-breakpoint
CREATE INDEX "trial_bookings_starts_at_idx" ON "trial_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "trial_bookings_lead_idx" ON "trial_bookings" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_bookings_one_active_per_lead_idx" ON "trial_bookings" USING btree ("lead_id") WHERE "trial_bookings"."status" in ('hold', 'confirmed');--> statement-breakpoint
CREATE INDEX "visitor_messages_status_next_attempt_idx" ON "visitor_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_lead_idx" ON "visitor_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "visitor_messages_booking_idx" ON "visitor_messages" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('submitted', 'duplicate_submission', 'crm_sync_attempt', 'crm_synced', 'crm_retry_scheduled', 'crm_failed', 'crm_not_configured', 'alert_attempt', 'alert_mailed', 'alert_texted', 'alert_sent', 'alert_retry_scheduled', 'alert_failed', 'alert_not_configured', 'status_changed', 'owner_changed', 'trial_booked', 'trial_confirmed', 'trial_moved', 'trial_cancelled', 'trial_attended', 'trial_no_show', 'consent_recorded', 'visitor_message_attempt', 'visitor_message_sent', 'visitor_message_retry_scheduled', 'visitor_message_failed', 'visitor_message_not_configured', 'visitor_message_skipped'));--> statement-breakpoint
-- Two active trials of one teacher never overlap, whichever code or statement writes them (Drizzle cannot declare it).
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_no_overlap" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('hold', 'confirmed'));
