import * as api from "#contracts/api";
import type { OutreachService } from "#server/services/outreach";
import { type WebhookArea, type WebhookVerifier, webhookRoute } from "./index.ts";
import { type FormFields, field, twilioEvent } from "./twilio-signature.ts";

export interface TwilioStatusRouteOptions {
  verifier: WebhookVerifier;
  outreach: OutreachService;
}

/** "Twilio error 30008: Unknown error", or undefined when the callback reports no error. */
function errorText(fields: FormFields): string | undefined {
  const code = field(fields, "ErrorCode");
  const message = field(fields, "ErrorMessage");
  if (!code && !message) return undefined;
  return [code ? `Twilio error ${code}` : "Twilio error", message].filter(Boolean).join(": ");
}

/** Which call or message a callback is about, and the status it reports; undefined when it names neither. */
function reported(fields: FormFields): { providerId: string; status: string } | undefined {
  // A message's callback names MessageSid and MessageStatus, a call's CallSid and CallStatus.
  const providerId = field(fields, "MessageSid") ?? field(fields, "CallSid");
  const status = field(fields, "MessageStatus") ?? field(fields, "CallStatus");
  return providerId && status ? { providerId, status } : undefined;
}

/**
 * Twilio reports call and message progress here. Only requests signed with our auth token are
 * believed; everything else gets a bare 403. One status of one call or message is one event.
 */
export async function twilioStatusRoute(area: WebhookArea, options: TwilioStatusRouteOptions) {
  const { outreach, verifier } = options;

  await webhookRoute(area, api.twilioStatus, {
    verifier,
    queue: "webhook-twilio-status",
    event: (request) =>
      twilioEvent(request, (fields) => {
        const report = reported(fields);
        return report && `${report.providerId}:${report.status}`;
      }),
    async act(fields, log) {
      const report = reported(fields);
      if (report) {
        const { providerId, status } = report;
        const error = errorText(fields);
        const changed = await outreach.applyProviderStatus({
          providerId,
          status,
          ...(error ? { error } : {}),
        });
        log.info({ providerId, status, changed }, "Twilio status callback");
      }
    },
    // Twilio retries anything but 2xx; an unknown or stale sid will not become known by retrying.
    answer: (reply) => reply.code(204).send(),
  });
}
