import { eq } from "drizzle-orm";
import type { LeadDetail, LeadInterestDetail, LeadStatus, SyncState } from "../../contracts/leads-inbox.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { type Lead, leads, quoteRequests } from "../db/schema.ts";
import type { LeadKey } from "./lead-records.ts";
import { leadHistory } from "./lead-timeline.ts";
import { optedOutSql, twilioNumber } from "./sms-opt-outs.ts";
import { stored } from "./stored.ts";

/** The sales e-mail's `sent` is its delivered state, which the contract's SyncState calls `synced`. */
function mailState(status: string): SyncState {
  return status === "sent" ? "synced" : (status as SyncState);
}

function interestOf(lead: Lead): LeadInterestDetail | null {
  const interest = {
    teacher: lead.interestTeacher,
    offering: lead.interestOffering,
    plan: lead.interestPlan,
  };
  return Object.values(interest).some((value) => value !== null) ? interest : null;
}

export interface LeadDetails {
  /** Undefined when there is no such lead. */
  find(key: LeadKey): Promise<LeadDetail | undefined>;
}

export function createLeadDetails(database: DatabaseHandle): LeadDetails {
  const { db } = database;

  async function findLead(id: string): Promise<LeadDetail | undefined> {
    const [row] = await db
      .select({ lead: leads, optedOut: optedOutSql(leads.phone) })
      .from(leads)
      .where(eq(leads.id, id));
    if (!row) return undefined;
    const { lead } = row;
    const history = await leadHistory(db, { kind: "lead", id }, twilioNumber(lead.phone));
    return {
      kind: "lead",
      id: lead.id,
      name: lead.name,
      company: null,
      email: lead.email,
      phone: lead.phone,
      status: lead.status as LeadStatus,
      source: lead.utmSource,
      createdAt: lead.createdAt.toISOString(),
      crmStatus: lead.crmStatus,
      optedOut: row.optedOut,
      teamSize: null,
      message: null,
      crmLastError: lead.crmLastError,
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
      ...history,
    };
  }

  async function findQuote(id: string): Promise<LeadDetail | undefined> {
    const [row] = await db
      .select({ quote: quoteRequests, optedOut: optedOutSql(quoteRequests.phone) })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, id));
    if (!row) return undefined;
    const { quote } = row;
    const history = await leadHistory(db, { kind: "quote", id }, twilioNumber(quote.phone));
    return {
      kind: "quote",
      id: quote.id,
      name: quote.contact,
      company: quote.company,
      email: quote.email,
      phone: quote.phone,
      status: quote.status as LeadStatus,
      source: null,
      createdAt: quote.createdAt.toISOString(),
      crmStatus: quote.crmStatus,
      optedOut: row.optedOut,
      teamSize: quote.teamSize,
      message: quote.message,
      crmLastError: quote.crmLastError,
      mailStatus: mailState(quote.mailStatus),
      attribution: null,
      interest: null,
      ...history,
    };
  }

  return {
    find(key) {
      return stored(() => (key.kind === "lead" ? findLead(key.id) : findQuote(key.id)));
    },
  };
}
