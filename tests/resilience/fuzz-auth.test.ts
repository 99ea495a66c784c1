import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
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
import { createStaffUser, signIn, TEST_STAFF_PASSWORD } from "../support/staff.ts";
import { useTestApp } from "../support/test-app.ts";

/** Sign-in bodies that pass validation cost an argon2 verification each, so fewer runs here. */
const LOGIN_RUNS = 150;
const SESSION_RUNS = 150;

/** Every UTF-8 byte as %XX, so NUL and other control characters can travel in a header. */
function percentEncoded(value: string): string {
  return [...Buffer.from(value, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}

/** Cookie headers: a real session's, a planted id, printable junk, or a hostile value percent-encoded. */
function cookieHeader(realCookie: () => string) {
  return fc
    .oneof(
      fc.constant(undefined),
      fc.constant("real"),
      fc.string({ unit: "grapheme-ascii", maxLength: 80 }).map((value) => `harmoni_session=${value}`),
      nastyString.map((value) => `harmoni_session=${percentEncoded(value)}`),
      fc.string({ unit: "grapheme-ascii", maxLength: 200 }),
    )
    .map((cookie) => (cookie === "real" ? realCookie() : cookie));
}

describe.each(testDatabases())("fuzzing sign-in, sign-out and the session check on $name", (database) => {
  const server = useTestApp(database);
  let realCookie = "";

  beforeAll(async () => {
    await createStaffUser(server.app, "maya");
    realCookie = (await signIn(server.app, { username: "maya", password: TEST_STAFF_PASSWORD })).cookie;
  });

  it(`POST /api/auth: ${LOGIN_RUNS} hostile bodies, never a 5xx, a session for a 4xx or a polluted prototype`, async () => {
    const tally = statusTally();
    await fc.assert(
      fc.asyncProperty(fuzzBody({ username: "maya", password: TEST_STAFF_PASSWORD }), async (body) => {
        tally.add(
          await expectSafeAnswer(server.app, {
            method: "POST",
            url: "/api/auth",
            remoteAddress: freshAddress(),
            ...bodyOptions(body),
          }),
        );
      }),
      { numRuns: LOGIN_RUNS, seed: FUZZ_SEED },
    );
    expect(tally.total()).toBe(LOGIN_RUNS);
    // A wrong password is answered with the code step (200), like every password step that does not sign in (ADR 035).
    expect(tally.statuses()).toEqual(expect.arrayContaining([200, 400, 415]));
  });

  it(`POST /api/logout and GET /api/verify-auth: ${SESSION_RUNS} hostile cookies and bodies each, never a 5xx`, async () => {
    const tally = statusTally();
    await fc.assert(
      fc.asyncProperty(
        cookieHeader(() => realCookie),
        fuzzBody({}),
        async (cookie, body) => {
          const headers: Record<string, string> = cookie ? { cookie } : {};
          tally.add(
            await expectSafeAnswer(server.app, {
              method: "POST",
              url: "/api/logout",
              remoteAddress: freshAddress(),
              ...bodyOptions(body, headers),
            }),
          );
          tally.add(await expectSafeAnswer(server.app, { method: "GET", url: "/api/verify-auth", headers }));
        },
      ),
      { numRuns: SESSION_RUNS, seed: FUZZ_SEED },
    );
    expect(tally.total()).toBe(2 * SESSION_RUNS);
    expect(tally.statuses()).toEqual(expect.arrayContaining([200, 415]));
  });
});
