import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import twilio from "twilio";
import { loggedUrl } from "../../log-serializers.ts";

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

/** PostgreSQL text cannot hold NUL; dropped only after the check, which covers the fields as sent. */
export function storableFields(body: unknown): FormFields {
  return Object.fromEntries(
    Object.entries(formFields(body)).map(([name, value]) => [
      name,
      typeof value === "string" ? value.replaceAll("\0", "") : value,
    ]),
  );
}

/**
 * Lets this plugin's routes read Twilio's form posts (the rest of the API stays JSON-only) and returns
 * the hook every Twilio webhook starts with: it runs before the body is validated, so a request
 * without a right X-Twilio-Signature (computed with our auth token over the address Twilio called)
 * gets a bare 403 and learns nothing else. `what` names the webhook in the log.
 */
export function twilioSignatureCheck(app: FastifyInstance, options: TwilioWebhookOptions, what: string) {
  const { authToken, publicUrl } = options;
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  function signed(request: FastifyRequest): boolean {
    const signature = request.headers["x-twilio-signature"];
    if (!authToken || typeof signature !== "string" || !signature) return false;
    const url = `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
    return twilio.validateRequest(authToken, signature, url, formFields(request.body));
  }

  return async function requireTwilioSignature(request: FastifyRequest, reply: FastifyReply) {
    if (signed(request)) return;
    request.log.warn(
      { url: loggedUrl(request.url), ip: request.ip },
      `${what} refused: bad or missing signature`,
    );
    await reply.code(403).send();
  };
}
