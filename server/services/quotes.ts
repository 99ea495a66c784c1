import { sql } from "drizzle-orm";
import type { BusinessQuote } from "#contracts/business-quote";
import { storedPhone } from "#contracts/phone";
import type { DatabaseHandle } from "../db/client.ts";
import { quoteRequests } from "../db/schema.ts";
import type { Delivery } from "./delivery.ts";
import { recordLeadEvent } from "./lead-records.ts";
import type { Metrics } from "./metrics.ts";
import { stored } from "./stored.ts";

export type QuoteSubmission = Omit<BusinessQuote, "website"> & { userAgent?: string };

export interface QuoteService {
  /**
   * Stores the request and queues its deliveries in one transaction, for the request `reqId` whose id their log
   * lines carry; resolves with its id.
   */
  submit(submission: QuoteSubmission, reqId: string): Promise<{ quoteId: string }>;
}

export function createQuoteService(deps: {
  database: DatabaseHandle;
  crmSync: Delivery;
  salesMail: Delivery;
  staffAlert: Delivery;
  metrics: Pick<Metrics, "stored">;
}): QuoteService {
  const { database, crmSync, salesMail, staffAlert, metrics } = deps;

  async function store(submission: QuoteSubmission, reqId: string) {
    const saved = await database.transaction(async ({ db, executor }) => {
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
      await crmSync.enqueueFirstAttempt(created.id, executor, reqId);
      await salesMail.enqueueFirstAttempt(created.id, executor, reqId);
      await staffAlert.enqueueFirstAttempt(created.id, executor, reqId);
      return { quoteId: created.id };
    });
    metrics.stored("quote", false);
    return saved;
  }

  return {
    submit: (submission, reqId) => stored(() => store(submission, reqId)),
  };
}
