import { sql } from "drizzle-orm";
import { type Lead, leads } from "../db/schema.ts";
import type { Crm } from "./crm.ts";
import {
  createDelivery,
  type Delivery,
  type DeliveryDefinition,
  type DeliveryDeps,
  type DeliveryTarget,
} from "./delivery.ts";

export const CRM_SYNC_QUEUE = "crm-sync-lead";

export type CrmSync = Delivery;

/** A record HubSpot syncs: its state lives in the crm_* columns every such table has. */
interface CrmRecord {
  id: string;
  crmStatus: string;
  crmAttempts: number;
  crmLastError: string | null;
  crmNextAttemptAt: Date | null;
}

/**
 * What every HubSpot delivery shares (a lead's, a quote request's): the crm_* state columns and events,
 * and HubSpot as the target, configured when it has a token. Only `deliver` differs.
 */
export function crmDelivery<TRow extends CrmRecord>(
  crm: Crm,
  deliver: DeliveryTarget<TRow>["deliver"],
): Pick<DeliveryDefinition<TRow>, "columns" | "deliveredStatus" | "events" | "target"> {
  return {
    columns: {
      status: "crmStatus",
      attempts: "crmAttempts",
      lastError: "crmLastError",
      nextAttemptAt: "crmNextAttemptAt",
    },
    deliveredStatus: "synced",
    events: {
      attempt: "crm_sync_attempt",
      retryScheduled: "crm_retry_scheduled",
      failed: "crm_failed",
      notConfigured: "crm_not_configured",
    },
    target: {
      get configured() {
        return crm.configured;
      },
      deliver,
    },
  };
}

/** Forwards each lead to HubSpot as a contact upserted by e-mail. */
export function createCrmSync(deps: DeliveryDeps & { crm: Crm }): CrmSync {
  return createDelivery<Lead>({
    ...deps,
    definition: {
      name: "HubSpot sync",
      queue: CRM_SYNC_QUEUE,
      table: leads,
      history: "lead",
      ...crmDelivery<Lead>(deps.crm, async (lead, { attempt }) => {
        const { contactId } = await deps.crm.upsertContact(lead);
        return {
          changes: { crmContactId: contactId, crmSyncedAt: sql`now()` },
          event: { kind: "crm_synced", detail: { attempt, contactId } },
        };
      }),
    },
  });
}
