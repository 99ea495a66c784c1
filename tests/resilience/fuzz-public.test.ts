import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../support/db.ts";
import {
  bodyOptions,
  expectSafeAnswer,
  FUZZ_SEED,
  freshAddress,
  fuzzBody,
  statusTally,
} from "../support/fuzz.ts";
import { useTestApp } from "../support/test-app.ts";

const RUNS = 250;

const VALID_LEAD = {
  name: "Asha Devi",
  email: "asha@example.com",
  phone: "+14155550142",
  website: "",
  attribution: { landingPage: "/", utmSource: "google", page: "/pricing" },
  interest: { teacher: "Ananya Iyer", plan: "Individual" },
};
const VALID_QUOTE = {
  company: "Acme Corp",
  contact: "Asha Devi",
  email: "asha@acme.example",
  teamSize: 25,
  phone: "+14155550142",
  message: "Weekly classes for the team.",
  website: "",
};

describe.each(testDatabases())("fuzzing the public forms on $name", (database) => {
  const server = useTestApp(database);

  it.each([
    ["/api/hubspot-lead", VALID_LEAD],
    ["/api/business-quote", VALID_QUOTE],
  ])(
    `POST %s: ${RUNS} hostile bodies, never a 5xx, a stored row for a 4xx or a polluted prototype`,
    async (url, valid) => {
      const tally = statusTally();
      await fc.assert(
        fc.asyncProperty(fuzzBody(valid), async (body) => {
          tally.add(
            await expectSafeAnswer(server.app, {
              method: "POST",
              url,
              remoteAddress: freshAddress(),
              ...bodyOptions(body),
            }),
          );
        }),
        { numRuns: RUNS, seed: FUZZ_SEED },
      );
      expect(tally.total()).toBe(RUNS);
      // The inputs reached acceptance, validation, a wrong content type and the size limit alike.
      expect(tally.statuses()).toEqual(expect.arrayContaining([200, 400, 415]));
    },
  );
});
