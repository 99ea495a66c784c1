import { randomBytes } from "node:crypto";
import { delay, HttpResponse, http } from "msw";
import twilio from "twilio";
import type { Config } from "#server/config";

/** Made-up but well-formed Twilio settings; nothing here reaches Twilio, msw answers instead. */
export const TWILIO_TEST = {
  accountSid: "AC0123456789abcdef0123456789abcdef",
  authToken: "test-auth-token-0123456789abcdef",
  callerId: "+14155550100",
  smsFrom: "+14155550101",
  whatsappFrom: "+14155550102",
  messagingServiceSid: "MG0123456789abcdef0123456789abcdef",
  contentSid: "HX0123456789abcdef0123456789abcdef",
} as const;

/** Twilio settings with every tool configured: SMS from TWILIO_TEST.smsFrom unless overridden. */
export function twilioTestConfig(overrides: Partial<Config["twilio"]> = {}): Config["twilio"] {
  return {
    accountSid: TWILIO_TEST.accountSid,
    authToken: TWILIO_TEST.authToken,
    callerId: TWILIO_TEST.callerId,
    smsFrom: TWILIO_TEST.smsFrom,
    whatsappFrom: TWILIO_TEST.whatsappFrom,
    whatsappTemplates: { health_report_request_campaign: TWILIO_TEST.contentSid },
    timeoutMs: 2_000,
    ...overrides,
  };
}

export type TwilioEndpoint = "calls" | "messages";

export interface TwilioRequest {
  endpoint: TwilioEndpoint;
  /** The account SID in the URL path. */
  accountSid: string;
  /** The Authorization header: Basic base64(accountSid:authToken). */
  authorization: string | null;
  /** The form body; a key sent more than once (StatusCallbackEvent) becomes a list. */
  body: Record<string, string | string[]>;
}

/**
 * How the mock answers an endpoint: Twilio-shaped success JSON when `body` is left out, after
 * `delayMs` when given (longer than the SDK timeout to test one); or a dropped connection.
 */
export type TwilioReply = { status: number; body?: unknown; delayMs?: number } | { networkError: true };

/** Twilio's error body, e.g. twilioError(21211, "The 'To' number 5551234 is not a valid phone number."). */
export function twilioError(code: number, message: string, status = 400) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** The Basic credentials the SDK sends for TWILIO_TEST. */
export const TWILIO_TEST_AUTHORIZATION = `Basic ${Buffer.from(
  `${TWILIO_TEST.accountSid}:${TWILIO_TEST.authToken}`,
).toString("base64")}`;

const API = "https://api.twilio.com/2010-04-01/Accounts/:accountSid";

function sid(prefix: "CA" | "SM") {
  return `${prefix}${randomBytes(16).toString("hex")}`;
}

function formBody(params: URLSearchParams): Record<string, string | string[]> {
  const body: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    body[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return body;
}

function field(body: Record<string, string | string[]>, key: string): string | null {
  const value = body[key];
  return typeof value === "string" ? value : null;
}

/** What api.twilio.com answers (201) for a call it accepted. */
function callResource(accountSid: string, body: Record<string, string | string[]>) {
  const callSid = sid("CA");
  return {
    sid: callSid,
    account_sid: accountSid,
    to: field(body, "To"),
    from: field(body, "From"),
    status: "queued",
    direction: "outbound-api",
    api_version: "2010-04-01",
    date_created: new Date().toUTCString(),
    uri: `/2010-04-01/Accounts/${accountSid}/Calls/${callSid}.json`,
  };
}

/** What api.twilio.com answers (201) for a message: "accepted" through a messaging service, else "queued". */
function messageResource(accountSid: string, body: Record<string, string | string[]>) {
  const messageSid = sid("SM");
  const messagingServiceSid = field(body, "MessagingServiceSid");
  return {
    sid: messageSid,
    account_sid: accountSid,
    to: field(body, "To"),
    from: field(body, "From"),
    body: field(body, "Body"),
    messaging_service_sid: messagingServiceSid,
    status: messagingServiceSid ? "accepted" : "queued",
    direction: "outbound-api",
    api_version: "2010-04-01",
    num_segments: "1",
    date_created: new Date().toUTCString(),
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}.json`,
  };
}

/**
 * msw handlers for Twilio's Calls and Messages endpoints that record every request the real SDK makes
 * and answer like Twilio, or with a scripted reply. No test-runner imports, so Vitest files and
 * Playwright workers can both use it: `setupServer(...mock.handlers)`.
 */
export function createTwilioMock() {
  const requests: TwilioRequest[] = [];
  const replies = new Map<TwilioEndpoint, TwilioReply[]>();

  function handler(endpoint: TwilioEndpoint, path: string, success: typeof callResource) {
    return http.post(`${API}/${path}`, async ({ request, params }) => {
      const accountSid = String(params.accountSid);
      const body = formBody(new URLSearchParams(await request.text()));
      requests.push({ endpoint, accountSid, authorization: request.headers.get("authorization"), body });
      // Each request takes the next scripted reply; the last one repeats.
      const script = replies.get(endpoint) ?? [];
      const reply = (script.length > 1 ? script.shift() : script[0]) ?? { status: 201 };
      if ("networkError" in reply) return HttpResponse.error();
      if (reply.delayMs) await delay(reply.delayMs);
      return HttpResponse.json((reply.body ?? success(accountSid, body)) as object, { status: reply.status });
    });
  }

  return {
    handlers: [
      handler("calls", "Calls.json", callResource),
      handler("messages", "Messages.json", messageResource),
    ],
    /** Every request seen since the last reset, in order. */
    requests,
    /** Answers this endpoint with `r` from now until reset(). */
    reply(endpoint: TwilioEndpoint, r: TwilioReply) {
      replies.set(endpoint, [r]);
    },
    /** Answers this endpoint's next requests with these replies in order; the last one repeats until reset(). */
    script(endpoint: TwilioEndpoint, script: TwilioReply[]) {
      replies.set(endpoint, [...script]);
    },
    /** Forgets recorded requests and scripted replies. */
    reset() {
      requests.length = 0;
      replies.clear();
    },
  };
}

export type TwilioMock = ReturnType<typeof createTwilioMock>;

/**
 * The X-Twilio-Signature Twilio would send for a form POST to `url`, computed with the SDK's own
 * algorithm and TWILIO_TEST's auth token unless another is given.
 */
export function twilioSignature(
  url: string,
  params: Record<string, string>,
  authToken: string = TWILIO_TEST.authToken,
) {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}
