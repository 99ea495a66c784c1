import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Attribution, LeadInterest } from "../../contracts/lead.ts";
import { storedPhone } from "../../contracts/phone.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { leadEvents, leads } from "../db/schema.ts";
import type { CrmSync } from "./crm-sync.ts";
import type { Delivery } from "./delivery.ts";
import { stored } from "./stored.ts";

/** Two submissions with the same e-mail and phone this close together are one lead. */
export const DUPLICATE_WINDOW_MINUTES = 10;

export interface LeadSubmission {
  name: string;
  email: string;
  phone: string;
  attribution?: Attribution;
  interest?: LeadInterest;
  userAgent?: string;
}

export interface StoredLead {
  leadId: string;
  duplicate: boolean;
}

/** The interest as stored; a column left null when its value was not given. */
function interestColumns(interest: LeadInterest) {
  return {
    interestTeacher: interest.teacher ?? null,
    interestOffering: interest.offering ?? null,
    interestPlan: interest.plan ?? null,
  };
}

export interface LeadService {
  submit(submission: LeadSubmission): Promise<StoredLead>;
}

export function createLeadService(deps: {
  database: DatabaseHandle;
  crmSync: CrmSync;
  /** Tells staff of the new lead; a repeat within the window is the same lead, so it is not told again. */
  staffAlert: Delivery;
}): LeadService {
  const { database, crmSync, staffAlert } = deps;

  async function store(submission: LeadSubmission): Promise<StoredLead> {
    const email = submission.email.trim().toLowerCase();
    const phone = storedPhone(submission.phone);
    const attribution = submission.attribution ?? {};
    const interest = submission.interest ?? {};
    const columns = interestColumns(interest);
    // A repeat that names nothing keeps what the earlier submission said the visitor was looking at.
    const namesInterest = Object.values(columns).some((value) => value !== null);
    return database.transaction(async ({ db, executor }) => {
      // Identical submissions racing each other wait here, so the second one sees the first's row.
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:${email}:${phone}`}, 0))`);
      const [recent] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.email, email),
            eq(leads.phone, phone),
            gt(leads.lastSubmittedAt, sql`now() - ${DUPLICATE_WINDOW_MINUTES} * interval '1 minute'`),
          ),
        )
        .orderBy(desc(leads.lastSubmittedAt))
        .limit(1);

      if (recent) {
        await db
          .update(leads)
          .set({
            submissionCount: sql`${leads.submissionCount} + 1`,
            lastSubmittedAt: sql`now()`,
            ...(namesInterest ? columns : {}),
          })
          .where(eq(leads.id, recent.id));
        await db.insert(leadEvents).values({
          leadId: recent.id,
          type: "duplicate_submission",
          detail: { name: submission.name, attribution, interest, userAgent: submission.userAgent ?? null },
        });
        return { leadId: recent.id, duplicate: true };
      }

      const [created] = await db
        .insert(leads)
        .values({
          name: submission.name,
          email,
          phone,
          landingPage: attribution.landingPage,
          page: attribution.page,
          referrer: attribution.referrer,
          utmSource: attribution.utmSource,
          utmMedium: attribution.utmMedium,
          utmCampaign: attribution.utmCampaign,
          utmTerm: attribution.utmTerm,
          utmContent: attribution.utmContent,
          ...columns,
          userAgent: submission.userAgent,
          // Due now, so a job lost before it ran is found by the next reconcile.
          crmNextAttemptAt: sql`now()`,
          alertNextAttemptAt: sql`now()`,
        })
        .returning({ id: leads.id });
      if (!created) throw new Error("Inserting the lead returned no row.");
      await db
        .insert(leadEvents)
        .values({ leadId: created.id, type: "submitted", detail: { attribution, interest } });
      await crmSync.enqueueFirstAttempt(created.id, executor);
      await staffAlert.enqueueFirstAttempt(created.id, executor);
      return { leadId: created.id, duplicate: false };
    });
  }

  return {
    submit: (submission) => stored(() => store(submission)),
  };
}
