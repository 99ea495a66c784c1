import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { type Lead, type LeadEventType, leadEvents, leads } from "../db/schema.ts";
import type { Jobs } from "../plugins/internal/jobs.ts";
import type { Crm } from "./crm.ts";
import { createDelivery, type Delivery, type DeliverySettings } from "./delivery.ts";

export const CRM_SYNC_QUEUE = "crm-sync-lead";

export type CrmSync = Delivery;

/** Forwards each lead to HubSpot as a contact upserted by e-mail. */
export function createCrmSync(deps: {
  database: DatabaseHandle;
  jobs: Jobs;
  crm: Crm;
  settings: DeliverySettings;
  log: FastifyBaseLogger;
}): CrmSync {
  const { crm } = deps;
  return createDelivery<Lead, LeadEventType>({
    ...deps,
    definition: {
      name: "HubSpot sync",
      queue: CRM_SYNC_QUEUE,
      table: leads,
      columns: {
        status: "crmStatus",
        attempts: "crmAttempts",
        lastError: "crmLastError",
        nextAttemptAt: "crmNextAttemptAt",
      },
      deliveredStatus: "synced",
      events: {
        attempt: "crm_sync_attempt",
        delivered: "crm_synced",
        retryScheduled: "crm_retry_scheduled",
        failed: "crm_failed",
        notConfigured: "crm_not_configured",
      },
      recordEvent: (db, leadId, event) => db.insert(leadEvents).values({ leadId, ...event }),
      target: {
        get configured() {
          return crm.configured;
        },
        async deliver(lead) {
          const { contactId } = await crm.upsertContact(lead);
          return { changes: { crmContactId: contactId, crmSyncedAt: sql`now()` }, detail: { contactId } };
        },
      },
    },
  });
}
