import type { FastifyInstance, FastifyRequest } from "fastify";
import twilio from "twilio";

export interface TwilioWebhookOptions {
  /** Without it no request can be verified, so every webhook is refused. */
  authToken?: string;
  /** PUBLIC_URL: Twilio signs the address it was given, which a proxy in front may have rewritten. */
  publicUrl?: string;
}

/** A webhook's form fields; typed loosely because a forged request may send anything. */
export type FormFields = Record<string, unknown>;

/** A non-blank field, trimmed. */
export function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/**
 * Lets this plugin's routes read Twilio's form posts (the rest of the API stays JSON-only) and returns
 * the check every Twilio webhook starts with: the form's fields when X-Twilio-Signature, computed with
 * our auth token over the address Twilio called, is right; undefined otherwise.
 */
export function twilioWebhook(app: FastifyInstance, options: TwilioWebhookOptions) {
  const { authToken, publicUrl } = options;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  return function signedFields(request: FastifyRequest): FormFields | undefined {
    const body = request.body;
    const fields: FormFields =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
    const signature = request.headers["x-twilio-signature"];
    if (!authToken || typeof signature !== "string" || !signature) return undefined;
    const url = `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
    if (!twilio.validateRequest(authToken, signature, url, fields)) return undefined;
    // PostgreSQL text cannot hold NUL; dropped only after the check, which covers the fields as sent.
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        typeof value === "string" ? value.replaceAll("\0", "") : value,
      ]),
    );
  };
}
