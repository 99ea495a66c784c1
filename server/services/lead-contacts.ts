import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type ContactKind, contactValue } from "#contracts/contact-identities";
import type { LeadKind } from "#contracts/lead-ref";
import type { OutreachChannel } from "#contracts/outreach-channels";
import type { DatabaseHandle } from "../db/client.ts";
import { contactIdentities, leads, quoteRequests } from "../db/schema.ts";
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
   * The leads and quote requests holding this identity, newest first (at most 25): a send's or a reply's
   * address, read as its kind reads it (a phone in E.164 however it was written, an address in any case),
   * compared with their identities (docs/decisions/038-contact-identities-per-channel.md). Empty when
   * none holds it or the value cannot be read.
   */
  match(kind: ContactKind, value: string): Promise<LinkedLead[]>;
  /**
   * After a send the provider took, or a dry run: the lead's first contact, unless it has one, and New
   * becomes Contacted (any other status stays), in one transaction.
   */
  recordContact(key: LeadKey, actor: StaffActor, channel: OutreachChannel): Promise<void>;
}

/** Enough for any one person's history of submissions; the newest of them is the one a send is linked to. */
const MATCH_LIMIT = 25;

export function createLeadContacts(database: DatabaseHandle): LeadContacts {
  const { db } = database;

  return {
    async match(kind, value) {
      const identity = contactValue(kind, value);
      if (!identity) return [];
      return stored(() =>
        db
          .select({
            kind: sql<LeadKind>`case when ${contactIdentities.leadId} is null then 'quote' else 'lead' end`,
            id: sql<string>`coalesce(${contactIdentities.leadId}, ${contactIdentities.quoteId})`,
            name: sql<string>`coalesce(${leads.name}, ${quoteRequests.contact})`,
          })
          .from(contactIdentities)
          .leftJoin(leads, eq(leads.id, contactIdentities.leadId))
          .leftJoin(quoteRequests, eq(quoteRequests.id, contactIdentities.quoteId))
          .where(and(eq(contactIdentities.kind, kind), eq(contactIdentities.value, identity)))
          .orderBy(desc(sql`coalesce(${leads.createdAt}, ${quoteRequests.createdAt})`))
          .limit(MATCH_LIMIT),
      );
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
