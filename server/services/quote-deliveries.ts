import { sql } from "drizzle-orm";
import { type QuoteRequest, quoteRequests } from "../db/schema.ts";
import type { Crm } from "./crm.ts";
import { crmDelivery } from "./crm-sync.ts";
import { createDelivery, type Delivery, type DeliveryDeps } from "./delivery.ts";
import type { Mailer } from "./mail.ts";
import { crmNoteBody, salesEmail } from "./quote-summary.ts";

export const QUOTE_CRM_QUEUE = "crm-sync-quote";
export const QUOTE_MAIL_QUEUE = "sales-mail-quote";

/**
 * Upserts the requester as a HubSpot contact (with the company), then adds a note with the team size
 * and message. The contact id is saved as soon as HubSpot returns it, so a retry after a failed note
 * goes straight to the note; the note is the last step, so it is created once.
 */
export function createQuoteCrmSync(deps: DeliveryDeps & { crm: Crm }): Delivery {
  const { crm } = deps;
  return createDelivery<QuoteRequest>({
    ...deps,
    definition: {
      name: "HubSpot quote sync",
      queue: QUOTE_CRM_QUEUE,
      table: quoteRequests,
      history: "quote",
      ...crmDelivery<QuoteRequest>(crm, async (quote, progress) => {
        let contactId = quote.crmContactId;
        if (!contactId) {
          ({ contactId } = await crm.upsertContact({
            name: quote.contact,
            email: quote.email,
            phone: quote.phone,
            company: quote.company,
          }));
          await progress.save(
            { crmContactId: contactId },
            { kind: "crm_contact_upserted", detail: { contactId } },
          );
        }
        const { noteId } = await crm.createNote({
          contactId,
          body: crmNoteBody(quote),
          timestamp: quote.createdAt,
        });
        return {
          changes: { crmNoteId: noteId, crmSyncedAt: sql`now()` },
          event: { kind: "crm_synced", detail: { attempt: progress.attempt, contactId, noteId } },
        };
      }),
    },
  });
}

/** E-mails each quote request to the sales inbox, with Reply-To set to the requester. */
export function createQuoteSalesMail(
  deps: DeliveryDeps & { mailer: Mailer; salesNotifyEmail?: string; responsePromiseHours: number },
): Delivery {
  const { mailer, salesNotifyEmail, responsePromiseHours } = deps;
  return createDelivery<QuoteRequest>({
    ...deps,
    definition: {
      name: "sales e-mail",
      queue: QUOTE_MAIL_QUEUE,
      table: quoteRequests,
      history: "quote",
      columns: {
        status: "mailStatus",
        attempts: "mailAttempts",
        lastError: "mailLastError",
        nextAttemptAt: "mailNextAttemptAt",
      },
      deliveredStatus: "sent",
      events: {
        attempt: "mail_attempt",
        retryScheduled: "mail_retry_scheduled",
        failed: "mail_failed",
        notConfigured: "mail_not_configured",
      },
      target: {
        get configured() {
          return mailer.configured && Boolean(salesNotifyEmail);
        },
        async deliver(quote, { attempt }) {
          const { messageId } = await mailer.send({
            to: salesNotifyEmail ?? "",
            ...salesEmail(quote, responsePromiseHours),
            replyTo: { name: quote.contact, address: quote.email },
          });
          return {
            changes: { mailMessageId: messageId, mailSentAt: sql`now()` },
            event: { kind: "mail_sent", detail: { attempt, messageId } },
          };
        },
      },
    },
  });
}
