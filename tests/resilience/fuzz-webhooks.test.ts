import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { testDatabases } from "../support/db.ts";
import {
  expectSafeAnswer,
  FUZZ_SEED,
  freshAddress,
  nastyString,
  rawBody,
  statusTally,
} from "../support/fuzz.ts";
import { useTestApp } from "../support/test-app.ts";
import { twilioSignature, twilioTestConfig } from "../support/twilio.ts";
import { webhookWorkDone } from "../support/webhooks.ts";

const RUNS = 200;
const PUBLIC_URL = "https://harmoniyoga.example";

const TWILIO_FIELDS = [
  "MessageSid",
  "CallSid",
  "MessageStatus",
  "CallStatus",
  "From",
  "To",
  "Body",
  "ErrorCode",
  "ErrorMessage",
  "__proto__",
  "constructor",
  "prototype",
] as const;

/** Form fields Twilio might send, and ones it never would, with hostile values. */
const formFields = fc.dictionary(
  fc.oneof(fc.constantFrom(...TWILIO_FIELDS), fc.string({ maxLength: 10 })),
  fc.oneof(nastyString, fc.constantFrom("STOP", "delivered", "completed", "+14155550142", "SM0123")),
  { maxKeys: 6 },
);

type Signing = "none" | "junk" | "other token" | "right";

/** The request a form post with these fields makes; "right" signs it as Twilio would, over the fields as the server will read them. */
function formPost(path: string, fields: Record<string, string>, signing: Signing, junk: string) {
  const payload = new URLSearchParams(fields).toString();
  const received = Object.fromEntries(new URLSearchParams(payload));
  const signature = {
    none: undefined,
    junk,
    "other token": twilioSignature(`${PUBLIC_URL}${path}`, received, "someone-elses-token"),
    right: twilioSignature(`${PUBLIC_URL}${path}`, received),
  }[signing];
  return {
    payload,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature === undefined ? {} : { "x-twilio-signature": signature }),
    },
  };
}

const request = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      fields: formFields,
      signing: fc.constantFrom<Signing>("none", "junk", "other token", "right"),
      junk: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 40 }),
    }),
  },
  { weight: 1, arbitrary: rawBody.map((raw) => ({ raw })) },
);

describe.each(testDatabases())("fuzzing the Twilio webhooks on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });

  it.each([
    [api.twilioStatus.path, 204],
    [api.twilioInbound.path, 200],
  ])(
    `POST %s: ${RUNS} unsigned, wrongly signed and signed hostile posts, never a 5xx or a stored row for a 4xx`,
    async (path, accepted) => {
      const tally = statusTally();
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const body =
            "raw" in input
              ? {
                  payload: input.raw.body,
                  headers: input.raw.contentType ? { "content-type": input.raw.contentType } : {},
                }
              : formPost(path, input.fields, input.signing, input.junk);
          // The work of an earlier accepted post is done first, so it cannot land among this one's row counts.
          await webhookWorkDone(server.app);
          // A refused signature is a bare 403, as Twilio expects; other refusals are the usual JSON.
          tally.add(
            await expectSafeAnswer(
              server.app,
              { method: "POST", url: path, remoteAddress: freshAddress(), ...body },
              [403],
            ),
          );
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
      expect(tally.total()).toBe(RUNS);
      expect(tally.statuses()).toEqual(expect.arrayContaining([accepted, 403, 415]));
    },
  );
});
