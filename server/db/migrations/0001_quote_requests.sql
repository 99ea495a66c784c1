CREATE TABLE "quote_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" uuid NOT NULL,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company" text NOT NULL,
	"contact" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"team_size" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"crm_status" text DEFAULT 'pending' NOT NULL,
	"crm_attempts" integer DEFAULT 0 NOT NULL,
	"crm_last_error" text,
	"crm_next_attempt_at" timestamp with time zone,
	"crm_contact_id" text,
	"crm_note_id" text,
	"crm_synced_at" timestamp with time zone,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_last_error" text,
	"mail_next_attempt_at" timestamp with time zone,
	"mail_message_id" text,
	"mail_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_quote_id_idx" ON "quote_events" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_crm_status_next_attempt_idx" ON "quote_requests" USING btree ("crm_status","crm_next_attempt_at");--> statement-breakpoint
CREATE INDEX "quote_requests_mail_status_next_attempt_idx" ON "quote_requests" USING btree ("mail_status","mail_next_attempt_at");