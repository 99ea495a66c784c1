import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { auditLog, signInThrottle, staffSessions, staffUsers } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { createStaffUser, signIn, turnOnTwoFactor } from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

/**
 * Attempts sent at once over real connections, as an attacker would send them (issue 27: before the
 * throttle counted first, 40 parallel sign-ins for one username had 39 passwords checked and then signed in,
 * against a limit of 5). Each test speaks from addresses of its own through X-Forwarded-For.
 */
describe.each(testDatabases())("parallel sign-in attempts on $name", (database) => {
  const server = useTestApp(database, { config: { trustProxy: true } });
  let origin = "";
  let block = 0;
  /** A /24 of addresses per test, so the flood guard's and the throttle's counts never carry over. */
  const addresses = () => {
    block += 1;
    return (host: number) => `10.${40 + block}.0.${host}`;
  };
  const db = () => server.app.database.db;

  const post = async (path: string, body: object, ip: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const failuresRecorded = async (action: "sign_in_failed" | "two_factor_failed") =>
    (await db().select().from(auditLog).where(eq(auditLog.action, action))).length;

  beforeAll(async () => {
    origin = await server.app.listen({ host: "127.0.0.1", port: 0 });
  });
  beforeEach(async () => {
    await db().execute(sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog}, ${signInThrottle} cascade`);
  });

  it("checks at most 5 of 40 parallel sign-ins for one username from one address", async () => {
    const user = await createStaffUser(server.app, "maya");
    const ip = addresses()(1);
    const passwords = [...Array.from({ length: 39 }, (_, n) => `wrong password ${n}`), user.password];
    const answers = await Promise.all(
      passwords.map((password) => post(api.login.path, { username: "maya", password }, ip)),
    );
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(await failuresRecorded("sign_in_failed")).toBeLessThanOrEqual(5);
  });

  it("checks at most 10 of 40 parallel sign-ins for one username from 40 addresses", async () => {
    await createStaffUser(server.app, "maya");
    const from = addresses();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        post(api.login.path, { username: "maya", password: `wrong password ${n}` }, from(n + 1)),
      ),
    );
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(10);
    expect(await failuresRecorded("sign_in_failed")).toBeLessThanOrEqual(10);
  });

  it("checks at most 5 of 40 parallel two-factor codes for one username from one address", async () => {
    const user = await createStaffUser(server.app, "maya");
    const session = await signIn(server.app, user, addresses()(1));
    await turnOnTwoFactor(server.app, session, user.password, SUITE_NOW);

    const ip = addresses()(1);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, async (_, n) => {
        const first = await post(api.login.path, { username: "maya", password: user.password }, ip);
        if (first.status !== 200) return first.status;
        const code = String(n).padStart(6, "9");
        return (await post(api.loginCode.path, { challenge: first.body.challenge, code }, ip)).status;
      }),
    );
    expect(attempts.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(await failuresRecorded("two_factor_failed")).toBeLessThanOrEqual(5);
  });
});
