import twilio from "twilio";
import type { Config } from "../config.ts";
import type { CallOutcome, ProviderCalls } from "./provider-health.ts";

/** Twilio's status words for a call's progress; the status callback reports each of them. */
const CALL_PROGRESS_EVENTS = ["initiated", "ringing", "answered", "completed"];

export const TWILIO_UNREACHABLE_MESSAGE = "Twilio could not be reached. Please try again.";
const TWILIO_CREDENTIALS_MESSAGE =
  "Twilio did not accept the account credentials. Please check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.";
const TWILIO_TROUBLE_MESSAGE = "Twilio could not handle the request just now. Please try again.";

/** Twilio's error code for an account SID and auth token that do not match. */
const AUTHENTICATION_FAILED = 20003;

/** Twilio refused or never answered; `message` is written for staff, never a stack. */
export class TwilioError extends Error {
  constructor(
    message: string,
    /** Twilio's error code (e.g. 21211 for an invalid 'To' number), when Twilio answered with one. */
    readonly code?: number,
    /** The HTTP status Twilio answered with; absent when it could not be reached. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "TwilioError";
  }
}

export interface TwilioSent {
  /** CallSid (CA…) or MessageSid (SM…). */
  sid: string;
  /** Twilio's status at creation: queued, or accepted through a messaging service. */
  status: string;
}

export interface TwilioProvider {
  /** Rings the agent from TWILIO_CALLER_ID; once they answer, TwiML dials the client. */
  placeBridgedCall(call: {
    agentNumber: string;
    clientNumber: string;
    statusCallback?: string;
  }): Promise<TwilioSent>;
  sendSms(sms: { to: string; body: string; statusCallback?: string }): Promise<TwilioSent>;
  /** A Content API template with its variables ({"1": name}). */
  sendWhatsapp(message: {
    to: string;
    contentSid: string;
    variables: Record<string, string>;
    statusCallback?: string;
  }): Promise<TwilioSent>;
}

/** The SDK throws RestException when Twilio answered with an error; anything else never got an answer. */
function toTwilioError(error: unknown): TwilioError {
  if (error instanceof TwilioError) return error;
  if (error instanceof twilio.RestException) {
    if (error.code === AUTHENTICATION_FAILED) {
      return new TwilioError(TWILIO_CREDENTIALS_MESSAGE, error.code, error.status, { cause: error });
    }
    // Without a JSON body (a proxy's or an outage page) the SDK's message is "[HTTP 503] Failed to …".
    const plain = error.code !== undefined && error.message?.trim() ? error.message : TWILIO_TROUBLE_MESSAGE;
    return new TwilioError(plain, error.code, error.status, { cause: error });
  }
  return new TwilioError(TWILIO_UNREACHABLE_MESSAGE, undefined, undefined, { cause: error });
}

/**
 * Twilio's health as one failed request shows it (server/services/provider-health.ts): unreachable, an outage, a
 * rate limit or our credentials refused; any other answer refused this request alone (an invalid 'To' number).
 */
function callOutcome(error: TwilioError): CallOutcome {
  const { status, code } = error;
  if (code === AUTHENTICATION_FAILED) return "failed";
  return status === undefined || status === 429 || status >= 500 ? "failed" : "refused";
}

async function sent(
  calls: ProviderCalls | undefined,
  create: () => Promise<{ sid: string; status: string }>,
): Promise<TwilioSent> {
  try {
    const { sid, status } = await create();
    calls?.record("ok");
    return { sid, status };
  } catch (error) {
    const failure = toTwilioError(error);
    calls?.record(callOutcome(failure));
    throw failure;
  }
}

function required(value: string | undefined, variable: string): string {
  if (!value) throw new TwilioError(`Twilio is not set up for this (no ${variable}).`);
  return value;
}

/** The TwiML the agent's leg runs once answered: dial the client, showing our caller id to them. */
function bridgeTwiml(callerId: string, clientNumber: string): string {
  const response = new twilio.twiml.VoiceResponse();
  response.dial({ callerId }).number(clientNumber);
  return response.toString();
}

/**
 * Calls, SMS and WhatsApp through the official SDK; undefined without an account SID and auth
 * token. Which tools are live is dryRunTools()'s decision; a method whose sender is missing throws.
 */
export function createTwilio(settings: Config["twilio"], calls?: ProviderCalls): TwilioProvider | undefined {
  if (!settings.accountSid || !settings.authToken) return undefined;
  const client = twilio(settings.accountSid, settings.authToken, { timeout: settings.timeoutMs });

  // A missing sender is a settings problem found before any request, so it is no call to Twilio.
  return {
    async placeBridgedCall({ agentNumber, clientNumber, statusCallback }) {
      const callerId = required(settings.callerId, "TWILIO_CALLER_ID");
      return sent(calls, () =>
        client.calls.create({
          to: agentNumber,
          from: callerId,
          twiml: bridgeTwiml(callerId, clientNumber),
          ...(statusCallback ? { statusCallback, statusCallbackEvent: CALL_PROGRESS_EVENTS } : {}),
        }),
      );
    },
    async sendSms({ to, body, statusCallback }) {
      const sender = settings.messagingServiceSid
        ? { messagingServiceSid: settings.messagingServiceSid }
        : { from: required(settings.smsFrom, "TWILIO_SMS_FROM or TWILIO_MESSAGING_SERVICE_SID") };
      return sent(calls, () =>
        client.messages.create({ to, body, ...sender, ...(statusCallback ? { statusCallback } : {}) }),
      );
    },
    async sendWhatsapp({ to, contentSid, variables, statusCallback }) {
      const from = required(settings.whatsappFrom, "TWILIO_WHATSAPP_FROM");
      return sent(calls, () =>
        client.messages.create({
          to: `whatsapp:${to}`,
          from: `whatsapp:${from}`,
          contentSid,
          contentVariables: JSON.stringify(variables),
          ...(statusCallback ? { statusCallback } : {}),
        }),
      );
    },
  };
}
