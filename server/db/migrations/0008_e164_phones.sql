-- Leads and quote requests store their phone in E.164 (docs/decisions/025-phones-stored-as-e164.md).
-- harmoni_e164_0008 is toE164() in contracts/phone.ts for the forms we accept; a value it cannot read
-- (a quote's empty or free-text phone) is left as it is. The function exists only for this migration.
CREATE FUNCTION "harmoni_e164_0008"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN clean ~ '^(\+|00)[1-9][0-9]{7,14}$' THEN '+' || regexp_replace(clean, '^(\+|00)', '')
    WHEN clean ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+1' || clean
    WHEN clean ~ '^1[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+' || clean
    WHEN clean ~ '^91[6-9][0-9]{9}$' THEN '+' || clean
    WHEN clean ~ '^0[6-9][0-9]{9}$' THEN '+91' || substr(clean, 2)
    WHEN clean ~ '^[6-9][0-9]{9}$' THEN '+91' || clean
  END
  FROM (SELECT regexp_replace(phone, '[\s().-]', '', 'g') AS clean) AS typed
$$;--> statement-breakpoint
UPDATE "leads" SET "phone" = "harmoni_e164_0008"("phone")
  WHERE "harmoni_e164_0008"("phone") IS DISTINCT FROM "phone" AND "harmoni_e164_0008"("phone") IS NOT NULL;--> statement-breakpoint
UPDATE "quote_requests" SET "phone" = "harmoni_e164_0008"("phone")
  WHERE "harmoni_e164_0008"("phone") IS DISTINCT FROM "phone" AND "harmoni_e164_0008"("phone") IS NOT NULL;--> statement-breakpoint
DROP FUNCTION "harmoni_e164_0008"(text);
