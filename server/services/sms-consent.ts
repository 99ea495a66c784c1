import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { leadConsents, leads } from "../db/schema.ts";
import { optedOutSql } from "./sms-opt-outs.ts";

/** The lead's latest answer to the SMS checkbox, and whether their number has since replied STOP. */
export interface SmsConsentRecord {
  granted: boolean;
  wordingVersion: string;
  at: Date;
  page: string | null;
  optedOut: boolean;
}

/** The latest SMS consent row of the lead (a later form's answer replaces an earlier one); none if never asked. */
export async function smsConsentRecord(db: Database, leadId: string): Promise<SmsConsentRecord | undefined> {
  const [row] = await db
    .select({
      granted: leadConsents.granted,
      wordingVersion: leadConsents.wordingVersion,
      at: leadConsents.createdAt,
      page: leadConsents.page,
      optedOut: optedOutSql(leads.phone),
    })
    .from(leadConsents)
    .innerJoin(leads, eq(leads.id, leadConsents.leadId))
    .where(and(eq(leadConsents.leadId, leadId), eq(leadConsents.purpose, "sms")))
    // Rows of one statement share its time: the id breaks the tie in the order they were written.
    .orderBy(desc(leadConsents.createdAt), desc(leadConsents.id))
    .limit(1);
  return row;
}

/**
 * Whether automated texts may be sent to the lead (docs/product/consent.md): they ticked the SMS box on their
 * latest form, and their number has not replied STOP since. Every automated text asks this first.
 */
export async function smsConsent(db: Database, leadId: string): Promise<boolean> {
  const record = await smsConsentRecord(db, leadId);
  return record?.granted === true && !record.optedOut;
}
