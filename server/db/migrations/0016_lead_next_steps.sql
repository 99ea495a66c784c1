CREATE TABLE "lead_next_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"what" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" uuid,
	"no_show_booking_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"outcome" text,
	CONSTRAINT "lead_next_steps_what_check" CHECK (char_length("lead_next_steps"."what") between 1 and 200),
	CONSTRAINT "lead_next_steps_outcome_check" CHECK ("lead_next_steps"."outcome" in ('done', 'replaced', 'withdrawn')),
	CONSTRAINT "lead_next_steps_closed_check" CHECK (("lead_next_steps"."completed_at" is null) = ("lead_next_steps"."outcome" is null))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_type_check";--> statement-breakpoint
ALTER TABLE "lead_next_steps" ADD CONSTRAINT "lead_next_steps_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_next_steps" ADD CONSTRAINT "lead_next_steps_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_next_steps" ADD CONSTRAINT "lead_next_steps_no_show_booking_id_trial_bookings_id_fk" FOREIGN KEY ("no_show_booking_id") REFERENCES "public"."trial_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_next_steps" ADD CONSTRAINT "lead_next_steps_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_next_steps" ADD CONSTRAINT "lead_next_steps_completed_by_staff_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_next_steps_one_open_per_lead_idx" ON "lead_next_steps" USING btree ("lead_id") WHERE "lead_next_steps"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "lead_next_steps_lead_idx" ON "lead_next_steps" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_next_steps_open_due_idx" ON "lead_next_steps" USING btree ("due_at") WHERE "lead_next_steps"."completed_at" is null;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_type_check" CHECK ("lead_events"."type" in ('submitted', 'duplicate_submission', 'crm_sync_attempt', 'crm_synced', 'crm_retry_scheduled', 'crm_failed', 'crm_not_configured', 'alert_attempt', 'alert_mailed', 'alert_texted', 'alert_sent', 'alert_retry_scheduled', 'alert_failed', 'alert_not_configured', 'status_changed', 'owner_changed', 'trial_booked', 'trial_confirmed', 'trial_moved', 'trial_cancelled', 'trial_attended', 'trial_no_show', 'next_step_set', 'next_step_done', 'next_step_withdrawn', 'consent_recorded', 'visitor_message_attempt', 'visitor_message_sent', 'visitor_message_retry_scheduled', 'visitor_message_failed', 'visitor_message_not_configured', 'visitor_message_skipped'));