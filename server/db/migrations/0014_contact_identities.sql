CREATE TABLE "contact_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_id" uuid,
	"quote_id" uuid,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_identities_one_owner" CHECK (("contact_identities"."lead_id" is null) <> ("contact_identities"."quote_id" is null)),
	CONSTRAINT "contact_identities_kind_check" CHECK ("contact_identities"."kind" in ('phone', 'email'))
);
--> statement-breakpoint
DROP INDEX "leads_phone_digits_idx";--> statement-breakpoint
DROP INDEX "quote_requests_phone_digits_idx";--> statement-breakpoint
DROP INDEX "quote_requests_email_idx";--> statement-breakpoint
ALTER TABLE "contact_identities" ADD CONSTRAINT "contact_identities_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_identities" ADD CONSTRAINT "contact_identities_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_identities_kind_value_idx" ON "contact_identities" USING btree ("kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_identities_lead_idx" ON "contact_identities" USING btree ("lead_id","kind","value") WHERE "contact_identities"."lead_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_identities_quote_idx" ON "contact_identities" USING btree ("quote_id","kind","value") WHERE "contact_identities"."quote_id" is not null;--> statement-breakpoint
-- Contact identities (docs/decisions/038-contact-identities-per-channel.md): a lead's and a quote request's
-- phone and e-mail, each in the one form sends and replies are compared in, kept in step by a trigger.
-- harmoni_e164 is toE164() (contracts/phone.ts) rule for rule, as 0008's was; JavaScript's \s is spelled out,
-- since PostgreSQL's does not take in the no-break and other Unicode spaces that toE164() drops.
-- server/db/contact-identities.test.ts holds both functions to their TypeScript twins on a table of cases.
CREATE FUNCTION "harmoni_e164"(phone text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN clean ~ '^(\+|00)[1-9][0-9]{7,14}$' THEN '+' || regexp_replace(clean, '^(\+|00)', '')
    WHEN clean ~ '^[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+1' || clean
    WHEN clean ~ '^1[2-9][0-9]{2}[2-9][0-9]{6}$' THEN '+' || clean
    WHEN clean ~ '^91[6-9][0-9]{9}$' THEN '+' || clean
    WHEN clean ~ '^0[6-9][0-9]{9}$' THEN '+91' || substr(clean, 2)
    WHEN clean ~ '^[6-9][0-9]{9}$' THEN '+91' || clean
  END
  FROM (SELECT regexp_replace(phone,
    '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff().-]', '', 'g') AS clean) AS typed
$$;--> statement-breakpoint
-- An address as both forms store it: trimmed and in lower case (their rule admits ASCII addresses only).
CREATE FUNCTION "harmoni_email"(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(lower(regexp_replace(address,
    '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '', 'g')), '')
$$;--> statement-breakpoint
-- The row's phone and e-mail identities follow its columns: on a change the old ones go, unless still held,
-- and the new ones come; identities of other kinds (given by a channel, not by these columns) are left alone.
CREATE FUNCTION "harmoni_contact_identities"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead uuid := CASE WHEN TG_TABLE_NAME = 'leads' THEN NEW."id" END;
  quote uuid := CASE WHEN TG_TABLE_NAME = 'quote_requests' THEN NEW."id" END;
  phone text := "harmoni_e164"(NEW."phone");
  email text := "harmoni_email"(NEW."email");
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "contact_identities"
      WHERE ("lead_id" = lead OR "quote_id" = quote)
        AND (("kind" = 'phone' AND "value" IS DISTINCT FROM phone)
          OR ("kind" = 'email' AND "value" IS DISTINCT FROM email));
  END IF;
  INSERT INTO "contact_identities" ("lead_id", "quote_id", "kind", "value")
    SELECT lead, quote, wanted."kind", wanted."value"
    FROM (VALUES ('phone', phone), ('email', email)) AS wanted("kind", "value")
    WHERE wanted."value" IS NOT NULL
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leads_contact_identities" AFTER INSERT OR UPDATE OF "phone", "email" ON "leads"
  FOR EACH ROW EXECUTE FUNCTION "harmoni_contact_identities"();--> statement-breakpoint
CREATE TRIGGER "quote_requests_contact_identities" AFTER INSERT OR UPDATE OF "phone", "email" ON "quote_requests"
  FOR EACH ROW EXECUTE FUNCTION "harmoni_contact_identities"();--> statement-breakpoint
-- Earlier leads and quote requests, known at their addresses since they arrived.
INSERT INTO "contact_identities" ("lead_id", "quote_id", "kind", "value", "created_at")
  SELECT "lead_id", "quote_id", "kind", "value", "created_at" FROM (
    SELECT "id" AS "lead_id", NULL::uuid AS "quote_id", "created_at", "phone", "email" FROM "leads"
    UNION ALL
    SELECT NULL::uuid, "id", "created_at", "phone", "email" FROM "quote_requests"
  ) AS owner
  CROSS JOIN LATERAL (VALUES ('phone', "harmoni_e164"(owner."phone")), ('email', "harmoni_email"(owner."email")))
    AS identity("kind", "value")
  WHERE identity."value" IS NOT NULL;
