CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "quote_requests_phone_digits_idx" ON "quote_requests" USING btree (regexp_replace("phone", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree ("email");