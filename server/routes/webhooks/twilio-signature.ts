import type { FastifyRequest } from "fastify";
import twilio from "twilio";
import type { WebhookEvent, WebhookVerifier } from "./index.ts";

export interface TwilioWebhookOptions {
  /** Without it no request can be verified, so every webhook is refused. */
  authToken?: string;
  /** PUBLIC_URL: Twilio signs the address it was given, which a proxy in front may have rewritten. */
  publicUrl?: string;
}

/** A webhook's form fields, as the signature covered them. */
export type FormFields = Record<string, unknown>;

/** A non-blank field, trimmed. */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

function formFields(body: unknown): FormFields {
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
}

/**
 * PostgreSQL text (and jsonb, where a job keeps the fields) cannot hold NUL; dropped only after the check,
 * which covers the fields as sent.
 */
export function storableFields(body: unknown): FormFields {
  return Object.fromEntries(
    Object.entries(formFields(body)).map(([name, value]) => [
      name.replaceAll("\0", ""),
      typeof value === "string" ? value.replaceAll("\0", "") : value,
    ]),
  );
}

/**
 * Twilio's proof: X-Twilio-Signature, computed with our auth token over the address Twilio called and the
 * form fields. Without the auth token nothing can be verified, so nothing is believed.
 */
export function twilioVerifier(options: TwilioWebhookOptions): WebhookVerifier {
  const { authToken, publicUrl } = options;
  return {
    provider: "twilio",
    async verify(request) {
      const signature = request.headers["x-twilio-signature"];
      if (!authToken || typeof signature !== "string" || !signature) return false;
      const url = `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
      return twilio.validateRequest(authToken, signature, url, formFields(request.body));
    },
  };
}

/** Sent with Twilio's webhooks, the same on each retry of one request. */
const IDEMPOTENCY_TOKEN = "i-twilio-idempotency-token";

/**
 * The event a Twilio webhook reports: its id is Twilio's idempotency token when the request carries one,
 * else `key` of the fields (docs/decisions/039-webhook-area-guarded-by-construction.md says why); the payload
 * is the fields, storable. Undefined when neither names the event.
 */
export function twilioEvent(
  request: Pick<FastifyRequest, "headers" | "body">,
  key: (fields: FormFields) => string | undefined,
): WebhookEvent<FormFields> | undefined {
  const fields = storableFields(request.body);
  const token = request.headers[IDEMPOTENCY_TOKEN];
  const id = typeof token === "string" && token.trim() ? token.trim() : key(fields);
  return id === undefined ? undefined : { id, payload: fields };
}
