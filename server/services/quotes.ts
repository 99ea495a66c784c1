import { sql } from "drizzle-orm";
import type { BusinessQuote } from "#contracts/business-quote";
import { storedPhone } from "#contracts/phone";
import type { DatabaseHandle } from "../db/client.ts";
import { quoteRequests } from "../db/schema.ts";
import type { Delivery } from "./delivery.ts";
import { recordLeadEvent } from "./lead-records.ts";
import { stored } from "./stored.ts";

export type QuoteSubmission = Omit<BusinessQuote, "website"> & { userAgent?: string };

export interface QuoteService {
  /** Stores the request and queues its deliveries in one transaction; resolves with its id. */
  submit(submission: QuoteSubmission): Promise<{ quoteId: string }>;
}

export function createQuoteService(deps: {
  database: DatabaseHandle;
  crmSync: Delivery;
  salesMail: Delivery;
  staffAlert: Delivery;
}): QuoteService {
  const { database, crmSync, salesMail, staffAlert } = deps;

  async function store(submission: QuoteSubmission) {
    return database.transaction(async ({ db, executor }) => {
      const [created] = await db
        .insert(quoteRequests)
        .values({
          company: submission.company,
          contact: submission.contact,
          email: submission.email,
          phone: storedPhone(submission.phone),
          teamSize: submission.teamSize,
          message: submission.message || null,
          userAgent: submission.userAgent,
          // Due now, so a job lost before it ran is found by the next reconcile.
          crmNextAttemptAt: sql`now()`,
          mailNextAttemptAt: sql`now()`,
          alertNextAttemptAt: sql`now()`,
        })
        .returning({ id: quoteRequests.id });
      if (!created) throw new Error("Inserting the quote request returned no row.");
      await recordLeadEvent(db, { kind: "quote", id: created.id }, { kind: "submitted", detail: {} });
      await crmSync.enqueueFirstAttempt(created.id, executor);
      await salesMail.enqueueFirstAttempt(created.id, executor);
      await staffAlert.enqueueFirstAttempt(created.id, executor);
      return { quoteId: created.id };
    });
  }

  return {
    submit: (submission) => stored(() => store(submission)),
  };
}
