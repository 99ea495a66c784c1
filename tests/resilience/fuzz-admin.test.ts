import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { leads } from "#server/db/schema";
import { testDatabases } from "../support/db.ts";
import {
  bodyOptions,
  expectSafeAnswer,
  FUZZ_SEED,
  freshAddress,
  fuzzBody,
  nastyString,
  statusTally,
} from "../support/fuzz.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "../support/staff.ts";
import { useTestApp } from "../support/test-app.ts";

const RUNS = 80;
/** Outreach allows 30 sends a minute per staff member; a new one signs in before that is reached. */
const SENDS_PER_SESSION = 25;

const OUTREACH: [string, Record<string, unknown>][] = [
  ["/api/twilio-bridge-call", { to_number: "+14155550142", agent_number: "+14155550199", lead: "" }],
  ["/api/send-custom-sms", { to: "+14155550142", message: "See you at 6pm!", lead: "" }],
  [
    "/api/send-custom-email",
    {
      to: "ann@example.com",
      name: "Ann Lee",
      subject: "Your class",
      message: "<p>Hello</p>",
      booking_link: "https://harmoniyoga.example/book",
    },
  ],
  [
    "/api/send-whatsapp-message",
    { number: "+14155550142", name: "Ann", contentSid: "health_report_request_campaign" },
  ],
];

/** Inbox query strings: the real parameters with hostile values, unknown ones, and hand-broken encodings. */
const queryString = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom("q", "status", "kind", "source", "from", "to", "page", "q[]", "__proto__"),
        fc.string({ maxLength: 6 }),
      ),
      fc.oneof(nastyString, fc.constantFrom("new", "lead", "quote", "2026-02-30", "0", "-1", "1e9", "NaN")),
      { maxKeys: 5 },
    )
    .map((query) => new URLSearchParams(query).toString()),
  fc.constantFrom(
    "q=%",
    "q=%ZZ",
    "q=%00",
    "page=1&page=2",
    "from=2026-05-01&to=2026-01-01",
    "q=%F0%9F",
    "&&=&",
  ),
);

/** A lead URL's kind and id: real ones, junk, and traversal attempts. */
const leadPath = (realId: string) =>
  fc.tuple(
    fc.constantFrom("lead", "quote", "LEAD", "x", "..", "%00"),
    fc.oneof(fc.constant(realId), fc.uuid(), fc.constantFrom("0", "%2e%2e", "not-a-uuid", "%00")),
  );

describe.each(testDatabases())("fuzzing the admin endpoints with a valid session on $name", (database) => {
  const server = useTestApp(database);
  let session: StaffSession;
  let leadId = "";
  let sends = 0;

  async function freshSession() {
    session = await signIn(server.app, await createStaffUser(server.app), freshAddress());
  }

  beforeAll(async () => {
    await freshSession();
    const [lead] = await server.app.database.db
      .insert(leads)
      .values({ name: "Ann Lee", email: "ann@example.com", phone: "+14155550142" })
      .returning();
    leadId = lead?.id ?? "";
  });

  it.each(OUTREACH)(`POST %s: ${RUNS} hostile bodies, never a 5xx`, async (url, valid) => {
    const tally = statusTally();
    await fc.assert(
      fc.asyncProperty(fuzzBody(valid), async (body) => {
        sends += 1;
        if (sends % SENDS_PER_SESSION === 0) await freshSession();
        tally.add(
          await expectSafeAnswer(server.app, {
            method: "POST",
            url,
            ...bodyOptions(body, adminHeaders(session)),
          }),
        );
      }),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect(tally.total()).toBe(RUNS);
    expect(tally.statuses()).toEqual(expect.arrayContaining([200, 400, 415]));
  });

  it(`GET ${api.inbox.path} and POST ${api.inboxExport.path}: ${RUNS} hostile filters each, never a 5xx`, async () => {
    const tally = statusTally();
    await fc.assert(
      fc.asyncProperty(
        queryString,
        fuzzBody({ q: "ann", status: "new", kind: "lead" }),
        async (query, body) => {
          const headers = adminHeaders(session);
          tally.add(
            await expectSafeAnswer(server.app, {
              method: "GET",
              url: `${api.inbox.path}?${query}`,
              headers,
            }),
          );
          tally.add(
            await expectSafeAnswer(server.app, {
              method: "POST",
              url: api.inboxExport.path,
              ...bodyOptions(body, headers),
            }),
          );
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect(tally.total()).toBe(2 * RUNS);
    expect(tally.statuses()).toEqual(expect.arrayContaining([200, 400]));
  });

  it(`a lead's page, status and notes: ${RUNS} hostile paths and bodies each, never a 5xx`, async () => {
    const tally = statusTally();
    await fc.assert(
      fc.asyncProperty(
        leadPath(leadId),
        fuzzBody({ status: "contacted" }),
        fuzzBody({ text: "Called, no answer." }),
        async ([kind, id], statusBody, noteBody) => {
          const headers = adminHeaders(session);
          const base = `/api/admin/leads/${kind}/${id}`;
          tally.add(await expectSafeAnswer(server.app, { method: "GET", url: base, headers }));
          for (const [suffix, body] of [
            ["/status", statusBody],
            ["/notes", noteBody],
          ] as const) {
            tally.add(
              await expectSafeAnswer(server.app, {
                method: "POST",
                url: `${base}${suffix}`,
                ...bodyOptions(body, headers),
              }),
            );
          }
        },
      ),
      { numRuns: RUNS, seed: FUZZ_SEED },
    );
    expect(tally.total()).toBe(3 * RUNS);
    expect(tally.statuses()).toEqual(expect.arrayContaining([200, 400, 404]));
  });
});
