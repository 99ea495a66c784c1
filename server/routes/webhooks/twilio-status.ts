import type { FastifyInstance, FastifyRequest } from "fastify";
import twilio from "twilio";
import type { OutreachService } from "../../services/outreach.ts";

export const TWILIO_STATUS_PATH = "/api/webhooks/twilio/status";

export interface TwilioStatusRouteOptions {
  outreach: OutreachService;
  /** Without it no request can be verified, so every callback is refused. */
  authToken?: string;
  /** PUBLIC_URL: Twilio signs the address it was given, which a proxy in front may have rewritten. */
  publicUrl?: string;
}

/** The callback's fields; typed loosely because a forged request may send anything. */
type FormFields = Record<string, unknown>;

function field(fields: FormFields, name: string): string | undefined {
  const value = fields[name];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** "Twilio error 30008: Unknown error", or undefined when the callback reports no error. */
function errorText(fields: FormFields): string | undefined {
  const code = field(fields, "ErrorCode");
  const message = field(fields, "ErrorMessage");
  if (!code && !message) return undefined;
  return [code ? `Twilio error ${code}` : "Twilio error", message].filter(Boolean).join(": ");
}

/**
 * POST /api/webhooks/twilio/status: Twilio reports call and message progress here. Only requests
 * signed with our auth token are believed; everything else gets a bare 403.
 */
export async function twilioStatusRoute(app: FastifyInstance, options: TwilioStatusRouteOptions) {
  const { authToken, publicUrl, outreach } = options;

  // Twilio posts forms; only this plugin accepts them, the rest of the API stays JSON-only.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  function signedUrl(request: FastifyRequest): string {
    return `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
  }

  function isFromTwilio(request: FastifyRequest, fields: FormFields): boolean {
    const signature = request.headers["x-twilio-signature"];
    if (!authToken || typeof signature !== "string" || !signature) return false;
    return twilio.validateRequest(authToken, signature, signedUrl(request), fields);
  }

  app.post(TWILIO_STATUS_PATH, async (request, reply) => {
    const body = request.body;
    const fields: FormFields =
      typeof body === "object" && body !== null && !Array.isArray(body) ? (body as FormFields) : {};
    if (!isFromTwilio(request, fields)) {
      request.log.warn(
        { url: request.url, ip: request.ip },
        "Twilio status callback refused: bad or missing signature",
      );
      return reply.code(403).send();
    }

    // A message's callback names MessageSid and MessageStatus, a call's CallSid and CallStatus.
    const providerId = field(fields, "MessageSid") ?? field(fields, "CallSid");
    const status = field(fields, "MessageStatus") ?? field(fields, "CallStatus");
    if (providerId && status) {
      const error = errorText(fields);
      const changed = await outreach.applyProviderStatus({ providerId, status, ...(error ? { error } : {}) });
      request.log.info({ providerId, status, changed }, "Twilio status callback");
    }
    // Twilio retries anything but 2xx; an unknown or stale sid will not become known by retrying.
    return reply.code(204).send();
  });
}
