import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createTwilioMock,
  TWILIO_TEST,
  TWILIO_TEST_AUTHORIZATION,
  twilioError,
  twilioTestConfig,
} from "#tests/support/twilio.ts";
import { createTwilio, TWILIO_UNREACHABLE_MESSAGE, TwilioError, type TwilioProvider } from "./twilio.ts";

const CLIENT = "+14155550142";
const AGENT = "+14155550177";
const STATUS_CALLBACK = "https://harmoniyoga.example/api/webhooks/twilio/status";
const BRIDGE_TWIML = `<?xml version="1.0" encoding="UTF-8"?><Response><Dial callerId="${TWILIO_TEST.callerId}"><Number>${CLIENT}</Number></Dial></Response>`;

const mock = createTwilioMock();
const network = setupServer(...mock.handlers);

beforeAll(() => network.listen({ onUnhandledRequest: "error" }));
afterEach(() => mock.reset());
afterAll(() => network.close());

function provider(overrides: Parameters<typeof twilioTestConfig>[0] = {}): TwilioProvider {
  const twilio = createTwilio(twilioTestConfig(overrides));
  if (!twilio) throw new Error("expected a configured Twilio provider");
  return twilio;
}

/** The TwilioError a send rejected with, so its plain message can be asserted. */
async function failureOf(sending: Promise<unknown>): Promise<TwilioError> {
  const error = await sending.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TwilioError)) throw new Error(`expected a TwilioError, got ${String(error)}`);
  return error;
}

describe("the Twilio provider", () => {
  it("exists only with both the account SID and the auth token", () => {
    expect(createTwilio(twilioTestConfig({ accountSid: undefined }))).toBeUndefined();
    expect(createTwilio(twilioTestConfig({ authToken: undefined }))).toBeUndefined();
    expect(createTwilio(twilioTestConfig())).toBeDefined();
  });

  it("rings the agent from the caller id with TwiML that dials the client, reporting progress", async () => {
    const call = await provider().placeBridgedCall({
      agentNumber: AGENT,
      clientNumber: CLIENT,
      statusCallback: STATUS_CALLBACK,
    });

    expect(mock.requests).toEqual([
      {
        endpoint: "calls",
        accountSid: TWILIO_TEST.accountSid,
        authorization: TWILIO_TEST_AUTHORIZATION,
        body: {
          To: AGENT,
          From: TWILIO_TEST.callerId,
          Twiml: BRIDGE_TWIML,
          StatusCallback: STATUS_CALLBACK,
          StatusCallbackEvent: ["initiated", "ringing", "answered", "completed"],
        },
      },
    ]);
    expect(call.sid).toMatch(/^CA[0-9a-f]{32}$/);
    expect(call.status).toBe("queued");
  });

  it("asks for no status callback when it has none to give", async () => {
    await provider().placeBridgedCall({ agentNumber: AGENT, clientNumber: CLIENT });
    expect(mock.requests[0]?.body).toEqual({ To: AGENT, From: TWILIO_TEST.callerId, Twiml: BRIDGE_TWIML });
  });

  it("sends an SMS from the SMS number when there is no messaging service", async () => {
    const sms = await provider().sendSms({
      to: CLIENT,
      body: "See you at 7 & bring water",
      statusCallback: STATUS_CALLBACK,
    });
    expect(mock.requests.map((request) => request.body)).toEqual([
      {
        To: CLIENT,
        From: TWILIO_TEST.smsFrom,
        Body: "See you at 7 & bring water",
        StatusCallback: STATUS_CALLBACK,
      },
    ]);
    expect(sms.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sms.status).toBe("queued");
  });

  it("sends an SMS through the messaging service, without a From, when one is set", async () => {
    const sms = await provider({ messagingServiceSid: TWILIO_TEST.messagingServiceSid }).sendSms({
      to: CLIENT,
      body: "Hello",
    });
    expect(mock.requests.map((request) => request.body)).toEqual([
      { To: CLIENT, MessagingServiceSid: TWILIO_TEST.messagingServiceSid, Body: "Hello" },
    ]);
    expect(sms.status).toBe("accepted");
  });

  it("sends a WhatsApp template through the Content API with the name as variable 1", async () => {
    await provider().sendWhatsapp({
      to: CLIENT,
      contentSid: TWILIO_TEST.contentSid,
      variables: { "1": "Ann" },
      statusCallback: STATUS_CALLBACK,
    });
    expect(mock.requests).toEqual([
      {
        endpoint: "messages",
        accountSid: TWILIO_TEST.accountSid,
        authorization: TWILIO_TEST_AUTHORIZATION,
        body: {
          To: `whatsapp:${CLIENT}`,
          From: `whatsapp:${TWILIO_TEST.whatsappFrom}`,
          ContentSid: TWILIO_TEST.contentSid,
          ContentVariables: '{"1":"Ann"}',
          StatusCallback: STATUS_CALLBACK,
        },
      },
    ]);
  });

  it("passes on Twilio's own words when it refuses, with its code and status", async () => {
    const reason = "The 'To' number 5551234 is not a valid phone number.";
    mock.reply("messages", { status: 400, body: twilioError(21211, reason) });
    const error = await failureOf(provider().sendSms({ to: "5551234", body: "Hi" }));
    expect(error).toMatchObject({ message: reason, code: 21211, status: 400 });
  });

  it("says the credentials are wrong instead of Twilio's bare 'Authenticate'", async () => {
    mock.reply("calls", { status: 401, body: twilioError(20003, "Authenticate", 401) });
    const error = await failureOf(provider().placeBridgedCall({ agentNumber: AGENT, clientNumber: CLIENT }));
    expect(error.message).toBe(
      "Twilio did not accept the account credentials. Please check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.",
    );
    expect(error.code).toBe(20003);
  });

  it("answers an error without Twilio's JSON in plain words, not '[HTTP 503] Failed to execute request'", async () => {
    mock.reply("messages", { status: 503, body: "<html>Service Unavailable</html>" });
    const error = await failureOf(provider().sendSms({ to: CLIENT, body: "Hi" }));
    expect(error.message).toBe("Twilio could not handle the request just now. Please try again.");
    expect(error.status).toBe(503);
  });

  it("says Twilio could not be reached when the connection drops", async () => {
    mock.reply("calls", { networkError: true });
    const error = await failureOf(provider().placeBridgedCall({ agentNumber: AGENT, clientNumber: CLIENT }));
    expect(error.message).toBe(TWILIO_UNREACHABLE_MESSAGE);
    expect(error.status).toBeUndefined();
  });

  it("gives up after TWILIO_TIMEOUT_MS and says Twilio could not be reached", async () => {
    mock.reply("messages", { status: 201, delayMs: 3_000 });
    const error = await failureOf(provider({ timeoutMs: 200 }).sendSms({ to: CLIENT, body: "Hi" }));
    expect(error.message).toBe(TWILIO_UNREACHABLE_MESSAGE);
  });

  it("refuses to send from a sender that is not configured, without asking Twilio", async () => {
    const error = await failureOf(
      provider({ callerId: undefined }).placeBridgedCall({ agentNumber: AGENT, clientNumber: CLIENT }),
    );
    expect(error.message).toBe("Twilio is not set up for this (no TWILIO_CALLER_ID).");
    expect(mock.requests).toHaveLength(0);
  });
});
