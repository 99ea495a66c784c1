import { desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import type { LeadDetail, LeadInterestDetail } from "#contracts/leads-inbox";
import type { TrialBooking } from "#contracts/trial-booking";
import type { Database, DatabaseHandle } from "../db/client.ts";
import {
  type Lead,
  leads,
  type QuoteRequest,
  quoteRequests,
  staffUsers,
  trialBookings,
} from "../db/schema.ts";
import { pageFieldValues } from "./lead-fields.ts";
import { openNextStep } from "./lead-next-steps.ts";
import type { LeadKey } from "./lead-records.ts";
import { leadHistory, unreadableEventLog } from "./lead-timeline.ts";
import { dueAt, type ResponsePromise, waitingSql } from "./response-promise.ts";
import { smsConsentRecord } from "./sms-consent.ts";
import { optedOutSql } from "./sms-opt-outs.ts";
import { stored } from "./stored.ts";
import { bookingOf } from "./trial-bookings.ts";

function interestOf(lead: Lead): LeadInterestDetail | null {
  const interest = {
    teacher: lead.interestTeacher,
    offering: lead.interestOffering,
    plan: lead.interestPlan,
  };
  return Object.values(interest).some((value) => value !== null) ? interest : null;
}

/** The lead's trial as its page shows it: the one held or confirmed, else the latest one it had. */
async function leadTrial(db: Database, leadId: string): Promise<TrialBooking | null> {
  const [row] = await db
    .select()
    .from(trialBookings)
    .where(eq(trialBookings.leadId, leadId))
    .orderBy(
      sql`case when ${trialBookings.status} in ('hold', 'confirmed') then 0 else 1 end`,
      desc(trialBookings.startsAt),
    )
    .limit(1);
  return row ? bookingOf(row) : null;
}
export interface LeadDetails {
  /** Undefined when there is no such lead. */
  find(key: LeadKey): Promise<LeadDetail | undefined>;
}

/** What both kinds' pages read beside the record itself. */
interface Extras {
  optedOut: boolean;
  waiting: boolean;
  firstContactedBy: string | null;
  owner: string | null;
}

/** The owner's username; a second join on staff_users would need an alias, a sub-select does not. */
function ownerNameSql(ownerId: AnyPgColumn) {
  return sql<
    string | null
  >`(select ${staffUsers.username} from ${staffUsers} where ${staffUsers.id} = ${ownerId})`;
}

/** The first contact, the promise and the owner's name, the same for both kinds. */
function contactFacts(record: Lead | QuoteRequest, extras: Extras, promise: ResponsePromise, now: Date) {
  return {
    optedOut: extras.optedOut,
    firstContactedBy: extras.firstContactedBy,
    firstContactChannel: record.firstContactChannel,
    dueAt: extras.waiting ? dueAt(record.createdAt, promise).toISOString() : null,
    owner: extras.owner,
    now: now.toISOString(),
  };
}

export function createLeadDetails(
  database: DatabaseHandle,
  promise: ResponsePromise,
  log: FastifyBaseLogger,
): LeadDetails {
  const { db } = database;
  const unreadable = unreadableEventLog(log);

  async function findLead(id: string, now: Date): Promise<LeadDetail | undefined> {
    const [row] = await db
      .select({
        lead: leads,
        optedOut: optedOutSql(leads.phone),
        waiting: waitingSql(leads),
        firstContactedBy: staffUsers.username,
        owner: ownerNameSql(leads.ownerId),
      })
      .from(leads)
      .leftJoin(staffUsers, eq(staffUsers.id, leads.firstContactedBy))
      .where(eq(leads.id, id));
    if (!row) return undefined;
    const { lead } = row;
    const history = await leadHistory(db, { kind: "lead", id }, unreadable);
    const smsConsent = await smsConsentRecord(db, id);
    const trial = await leadTrial(db, id);
    const nextStep = await openNextStep(db, id);
    return {
      kind: "lead",
      ...pageFieldValues("lead", lead),
      ...contactFacts(lead, row, promise, now),
      mailStatus: null,
      attribution: {
        landingPage: lead.landingPage,
        page: lead.page,
        referrer: lead.referrer,
        utmSource: lead.utmSource,
        utmMedium: lead.utmMedium,
        utmCampaign: lead.utmCampaign,
        utmTerm: lead.utmTerm,
        utmContent: lead.utmContent,
        firstTouchAt: lead.createdAt.toISOString(),
        lastTouchAt: lead.lastSubmittedAt.toISOString(),
        submissionCount: lead.submissionCount,
      },
      interest: interestOf(lead),
      smsConsent: smsConsent
        ? {
            granted: smsConsent.granted,
            wordingVersion: smsConsent.wordingVersion,
            at: smsConsent.at.toISOString(),
            page: smsConsent.page,
          }
        : null,
      trial,
      nextStep,
      ...history,
    };
  }

  async function findQuote(id: string, now: Date): Promise<LeadDetail | undefined> {
    const [row] = await db
      .select({
        quote: quoteRequests,
        optedOut: optedOutSql(quoteRequests.phone),
        waiting: waitingSql(quoteRequests),
        firstContactedBy: staffUsers.username,
        owner: ownerNameSql(quoteRequests.ownerId),
      })
      .from(quoteRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, quoteRequests.firstContactedBy))
      .where(eq(quoteRequests.id, id));
    if (!row) return undefined;
    const { quote } = row;
    const history = await leadHistory(db, { kind: "quote", id }, unreadable);
    return {
      kind: "quote",
      ...pageFieldValues("quote", quote),
      ...contactFacts(quote, row, promise, now),
      mailStatus: quote.mailStatus,
      attribution: null,
      interest: null,
      smsConsent: null,
      trial: null,
      nextStep: null,
      ...history,
    };
  }

  return {
    find(key) {
      const now = promise.now();
      return stored(() => (key.kind === "lead" ? findLead(key.id, now) : findQuote(key.id, now)));
    },
  };
}
