import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { OUTREACH_CHANNELS, type OutreachChannel } from "../../contracts/outreach-channels.ts";
import { storedDigitForms, toE164 } from "../../contracts/phone.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { leads, phoneDigits, quoteRequests } from "../db/schema.ts";
import { type LeadKey, type StaffActor, statusTarget } from "./lead-records.ts";
import { recordStatusChange } from "./lead-status.ts";
import { stored } from "./stored.ts";

/** A lead a send was linked to, with the name staff know it by (a quote request's contact). */
export interface LinkedLead extends LeadKey {
  name: string;
}

/**
 * Every contact counts (docs/decisions/021-matching-sends-to-leads.md): a send from a tool finds the lead it
 * went to, and a send the provider took records the lead's first contact and moves it from New to Contacted.
 */
export interface LeadContacts {
  /**
   * The lead or quote request a send to this number (calls, SMS, WhatsApp) or address (e-mail) went to:
   * the most recent of those whose stored phone reads as the same E.164 number, or whose address is the
   * same in any case; undefined when none is.
   */
  match(channel: OutreachChannel, recipient: string): Promise<LinkedLead | undefined>;
  /**
   * After a send the provider took, or a dry run: the lead's first contact, unless it has one, and New
   * becomes Contacted (any other status stays), in one transaction.
   */
  recordContact(key: LeadKey, actor: StaffActor, channel: OutreachChannel): Promise<void>;
}

/** Enough for any one person's history of submissions; the newest confirmed match among them wins. */
const MATCH_LIMIT = 25;

/** How a recipient is looked up: a condition per table that an index answers, then the exact check. */
interface RecipientLookup {
  leads: SQL;
  quotes: SQL;
  confirms(stored: { phone: string }): boolean;
}

function lookupOf(channel: OutreachChannel, recipient: string): RecipientLookup | undefined {
  if (!OUTREACH_CHANNELS[channel].needsPhone) {
    // Both forms store addresses in lower case, so plain equality finds them, through an index.
    const address = recipient.trim().toLowerCase();
    return {
      leads: eq(leads.email, address),
      quotes: eq(quoteRequests.email, address),
      confirms: () => true,
    };
  }
  const e164 = toE164(recipient);
  if (!e164) return undefined;
  // The digits index finds every stored form of the number; toE164() decides, as it would for the tool.
  const forms = storedDigitForms(e164);
  return {
    leads: inArray(phoneDigits(leads.phone), forms),
    quotes: inArray(phoneDigits(quoteRequests.phone), forms),
    confirms: (row) => toE164(row.phone) === e164,
  };
}

export function createLeadContacts(database: DatabaseHandle): LeadContacts {
  const { db } = database;

  return {
    async match(channel, recipient) {
      const lookup = lookupOf(channel, recipient);
      if (!lookup) return undefined;
      const [leadRows, quoteRows] = await stored(() =>
        Promise.all([
          db
            .select({ id: leads.id, name: leads.name, phone: leads.phone, createdAt: leads.createdAt })
            .from(leads)
            .where(lookup.leads)
            .orderBy(desc(leads.createdAt))
            .limit(MATCH_LIMIT),
          db
            .select({
              id: quoteRequests.id,
              name: quoteRequests.contact,
              phone: quoteRequests.phone,
              createdAt: quoteRequests.createdAt,
            })
            .from(quoteRequests)
            .where(lookup.quotes)
            .orderBy(desc(quoteRequests.createdAt))
            .limit(MATCH_LIMIT),
        ]),
      );
      const [newest] = [
        ...leadRows.map((row) => ({ ...row, kind: "lead" as const })),
        ...quoteRows.map((row) => ({ ...row, kind: "quote" as const })),
      ]
        .filter(lookup.confirms)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return newest && { kind: newest.kind, id: newest.id, name: newest.name };
    },

    recordContact(key, actor, channel) {
      const target = statusTarget(key);
      return stored(() =>
        database.transaction(async ({ db }) => {
          // Two sends at once: the second waits for the first's row lock, then finds the first contact set.
          await db
            .update(target.table)
            .set({
              firstContactedAt: sql`now()`,
              firstContactedBy: actor.userId,
              firstContactChannel: channel,
            })
            .where(and(target.where, isNull(target.firstContactedAt)));
          const moved = await db
            .update(target.table)
            .set({ status: sql`'contacted'` })
            .where(and(target.where, eq(target.status, "new")))
            .returning({ status: target.status });
          if (moved.length > 0) {
            await recordStatusChange(db, key, { from: "new", to: "contacted" }, actor, {
              automatic: true,
              channel,
            });
          }
        }),
      );
    },
  };
}
