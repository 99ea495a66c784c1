import { AssociationTypes, Client } from "@hubspot/api-client";
import { AssociationSpecAssociationCategoryEnum } from "@hubspot/api-client/lib/codegen/crm/objects/notes/index.js";
import type { Config } from "../config.ts";
import { DeliveryError, withTimeout } from "./delivery.ts";
import { OutboundLimitError, type OutboundLimiter } from "./outbound-limiter.ts";
import type { ProviderCalls } from "./provider-health.ts";

export interface CrmContact {
  name: string;
  email: string;
  phone: string;
  company?: string;
}

export interface CrmUpsertResult {
  contactId: string;
}

export interface CrmNote {
  contactId: string;
  /** HTML, as HubSpot shows note bodies. */
  body: string;
  /** When the activity happened, shown on the contact's timeline. */
  timestamp: Date;
}

/** A CRM call that did not succeed; `retryable` says whether trying again later can help. */
export class CrmError extends DeliveryError {
  constructor(message: string, retryable: boolean, status?: number, retryAfterSeconds?: number) {
    super(message, retryable, status, retryAfterSeconds);
    this.name = "CrmError";
  }
}

export interface Crm {
  /** False when no access token is configured: nothing can be sent. */
  readonly configured: boolean;
  upsertContact(contact: CrmContact): Promise<CrmUpsertResult>;
  /** Adds a note to a contact's timeline. */
  createNote(note: CrmNote): Promise<{ noteId: string }>;
}

/** First word is the first name, the rest (if any) the last name. */
export function splitName(name: string): { firstname: string; lastname?: string } {
  const [firstname = "", ...rest] = name.trim().split(/\s+/);
  const lastname = rest.join(" ");
  return lastname ? { firstname, lastname } : { firstname };
}

/** HubSpot sends Retry-After in seconds; an HTTP date is also allowed by the standard. */
function parseRetryAfter(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

function describeBody(body: unknown): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
    return body.message;
  }
  return typeof body === "string" ? body.slice(0, 300) : "";
}

function classify(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  if (error instanceof OutboundLimitError)
    return new CrmError(`HubSpot request limit: ${error.message}`, true);
  const status = (error as { code?: unknown }).code;
  if (typeof status === "number") {
    const headers = (error as { headers?: Record<string, string> }).headers ?? {};
    const detail = describeBody((error as { body?: unknown }).body);
    const message = `HubSpot answered HTTP ${status}${detail ? `: ${detail}` : ""}`;
    // Rate limits (429) and outages (5xx) pass; HubSpot may say when to come back in either.
    const retryable = status === 429 || status >= 500;
    return retryable
      ? new CrmError(message, true, status, parseRetryAfter(headers["retry-after"]))
      : new CrmError(message, false, status);
  }
  // Anything without an HTTP status is a network failure (refused, reset, DNS): worth retrying.
  const reason = error instanceof Error ? error.message : String(error);
  return new CrmError(`Could not reach HubSpot: ${reason}`, true);
}

/** HubSpot refused our access token or its scopes: no request can succeed until someone changes the settings. */
function isCredentialsRefused(status: number | undefined): boolean {
  return status === 401 || status === 403;
}

function createHubSpotCrm(
  accessToken: string,
  timeoutMs: number,
  limiter: OutboundLimiter,
  calls: ProviderCalls | undefined,
): Crm {
  // Retries are ours (a scheduled job per attempt), so the SDK must not retry on its own.
  const client = new Client({ accessToken, numberOfApiCallRetries: 0 });

  /**
   * Every request, failing ones included, takes a slot of the request limit first, waiting for one
   * at most as long as the request itself may take.
   */
  async function hubspotCall<T>(send: () => Promise<T>): Promise<T> {
    let finish: () => void;
    try {
      finish = await limiter.take(timeoutMs);
    } catch (error) {
      // Our own request limit, not HubSpot's health: not a call to HubSpot.
      throw classify(error);
    }
    try {
      const call = send();
      // The slot counts from when the request really ended, even if we stopped waiting for it.
      call.then(finish, finish);
      const result = await withTimeout(
        call,
        timeoutMs,
        () => new CrmError(`HubSpot did not answer within ${timeoutMs} ms`, true),
      );
      calls?.record("ok");
      return result;
    } catch (error) {
      const failure = classify(error);
      calls?.record(failure.retryable || isCredentialsRefused(failure.status) ? "failed" : "refused");
      throw failure;
    }
  }

  return {
    configured: true,
    async upsertContact(contact) {
      const properties: Record<string, string> = {
        email: contact.email,
        ...splitName(contact.name),
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(contact.company ? { company: contact.company } : {}),
        lifecyclestage: "lead",
      };
      const response = await hubspotCall(() =>
        client.crm.contacts.batchApi.upsert({
          inputs: [{ id: contact.email, idProperty: "email", properties }],
        }),
      );
      const result = response.results[0];
      if (!result) {
        const errors = "errors" in response ? (response.errors ?? []) : [];
        throw new CrmError(
          `HubSpot did not upsert the contact: ${errors[0]?.message ?? "no result returned"}`,
          false,
        );
      }
      return { contactId: result.id };
    },
    async createNote(note) {
      const created = await hubspotCall(() =>
        client.crm.objects.notes.basicApi.create({
          properties: { hs_timestamp: note.timestamp.toISOString(), hs_note_body: note.body },
          associations: [
            {
              to: { id: note.contactId },
              types: [
                {
                  associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined,
                  associationTypeId: AssociationTypes.noteToContact,
                },
              ],
            },
          ],
        }),
      );
      return { noteId: created.id };
    },
  };
}

function notConfiguredError() {
  return new CrmError("HubSpot is not configured (no HUBSPOT_ACCESS_TOKEN).", false);
}

const notConfigured: Crm = {
  configured: false,
  upsertContact() {
    return Promise.reject(notConfiguredError());
  },
  createNote() {
    return Promise.reject(notConfiguredError());
  },
};

/**
 * `limiter` paces every HubSpot request (docs/decisions/013-hubspot-request-limit-and-retries.md); `calls` hears how
 * each ended (server/services/provider-health.ts).
 */
export function createCrm(settings: Config["hubspot"], limiter: OutboundLimiter, calls?: ProviderCalls): Crm {
  return settings.accessToken
    ? createHubSpotCrm(settings.accessToken, settings.timeoutMs, limiter, calls)
    : notConfigured;
}
