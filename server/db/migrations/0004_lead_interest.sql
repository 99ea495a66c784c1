ALTER TABLE "leads" ADD COLUMN "interest_teacher" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "interest_offering" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "interest_plan" text;