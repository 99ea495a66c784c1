CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"username" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_password_tokens" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_trusted_devices" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_users" DROP CONSTRAINT "staff_users_username_unique";--> statement-breakpoint
ALTER TABLE "staff_sign_in_challenges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
-- Pending sign-ins last five minutes; the few in flight at upgrade start again with the password.
DELETE FROM "staff_sign_in_challenges";--> statement-breakpoint
ALTER TABLE "staff_sign_in_challenges" ADD COLUMN "username" text NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_sign_in_challenges" ADD COLUMN "throttle_admission" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "role" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
-- Every account made before roles could do everything; each stays an owner until an owner says otherwise.
UPDATE "staff_users" SET "role" = 'owner';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "staff_password_tokens" ADD CONSTRAINT "staff_password_tokens_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_trusted_devices" ADD CONSTRAINT "staff_trusted_devices_user_id_staff_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_throttle_username_idx" ON "sign_in_throttle" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sign_in_throttle_last_failure_idx" ON "sign_in_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "staff_password_tokens_user_id_idx" ON "staff_password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_trusted_devices_user_id_idx" ON "staff_trusted_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_created_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_active_username_idx" ON "staff_users" USING btree ("username") WHERE "staff_users"."disabled_at" is null;--> statement-breakpoint
CREATE INDEX "staff_users_username_idx" ON "staff_users" USING btree ("username");--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_role_check" CHECK ("staff_users"."role" in ('owner', 'staff'));