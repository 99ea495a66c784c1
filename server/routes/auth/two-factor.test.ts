import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { REAUTHENTICATION_MESSAGES } from "#contracts/staff-password";
import { TWO_FACTOR_MESSAGES } from "#contracts/two-factor";
import {
  auditLog,
  signInThrottle,
  staffSessions,
  staffSignInChallenges,
  staffUsers,
} from "#server/db/schema";
import { throttledMessage } from "#server/services/login-throttle";
import { totpCode } from "#server/services/totp";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
  turnOnTwoFactor,
} from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const RECOVERY_CODE = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;
const STEP_MS = 30_000;

/** The server's clock for these suites; each test moves it on so codes of earlier tests never collide. */
let clock = new Date("2026-01-15T20:00:00Z");
const advance = (steps: number) => {
  clock = new Date(clock.getTime() + steps * STEP_MS);
};
const codeAt = (secret: string, steps: number) =>
  totpCode(secret, new Date(clock.getTime() + steps * STEP_MS));

/** A six-digit code that is not the current one, one step either side. */
const notTheCode = (secret: string) =>
  ["000000", "111111", "222222", "333333"].find(
    (code) => ![-1, 0, 1].some((steps) => codeAt(secret, steps) === code),
  ) ?? "444444";

describe.each(testDatabases())("two-factor sign-in on $name", (database) => {
  const server = useTestApp(database, { now: () => clock });
  let ipCounter = 0;
  /** A new client address per call, so one test's failures never throttle another's. */
  const freshIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const db = () => server.app.database.db;

  const post = (path: string, payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url: path, payload, remoteAddress: ip, headers });
  const passwordStep = (user: { username: string; password: string }, ip?: string) =>
    post(api.login.path, { username: user.username, password: user.password }, ip);
  const codeStep = (challenge: string, code: string, ip?: string) =>
    post(api.loginCode.path, { challenge, code }, ip);
  const staffPost = (session: StaffSession, path: string, payload: object = {}) =>
    post(path, payload, "127.0.0.1", adminHeaders(session));
  const status = async (session: StaffSession) =>
    (
      await server.app.inject({
        method: "GET",
        url: api.twoFactorStatus.path,
        headers: adminHeaders(session),
      })
    ).json();
  const auditOf = (action: string) =>
    db()
      .select({ username: auditLog.username, detail: auditLog.detail })
      .from(auditLog)
      .where(sql`${auditLog.action} = ${action}`)
      .orderBy(auditLog.id);

  /** Turns two-factor sign-in on through the Security page's endpoints; answers the secret and codes. */
  async function enrol(user: TestStaffUser): Promise<{ secret: string; recoveryCodes: string[] }> {
    const enrolled = await turnOnTwoFactor(server.app, await signIn(server.app, user), user.password, clock);
    advance(1);
    return enrolled;
  }

  /** Both steps; answers the code step's response. */
  async function signInWithCode(user: TestStaffUser, code: string, ip = freshIp()) {
    const first = await passwordStep(user, ip);
    expect(first.statusCode).toBe(200);
    return codeStep(first.json().challenge, code, ip);
  }

  beforeEach(async () => {
    await db().execute(sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog}, ${signInThrottle} cascade`);
    advance(10);
  });

  it("enrols with a QR code and the secret, confirmed by a first code, and gives ten recovery codes once", async () => {
    const user = await createStaffUser(server.app);
    const session = await signIn(server.app, user);
    expect(await status(session)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const begun = await staffPost(session, api.twoFactorBegin.path, { password: user.password });
    expect(begun.statusCode).toBe(200);
    const { secret, qrCode } = begun.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1], "base64").toString()).toContain("<svg");

    const wrong = await staffPost(session, api.twoFactorConfirm.path, { code: codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.wrongCode, field: "code" });
    expect(await status(session)).toMatchObject({ enabled: false });

    const confirmed = await staffPost(session, api.twoFactorConfirm.path, { code: codeAt(secret, 0) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE);
    expect(await status(session)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(await auditOf("two_factor_enrolled")).toHaveLength(1);

    // Neither the secret nor the recovery codes can be had again.
    advance(1);
    const again = { password: user.password, code: codeAt(secret, 0) };
    expect((await staffPost(session, api.twoFactorBegin.path, again)).json()).toEqual({
      success: false,
      message: TWO_FACTOR_MESSAGES.alreadyEnabled,
      field: "code",
    });
  });

  it("signs in with the password and then a current code; users without two-factor keep one step", async () => {
    const plain = await createStaffUser(server.app);
    const plainAnswer = await passwordStep(plain);
    expect(plainAnswer.statusCode).toBe(200);
    expect(plainAnswer.json()).toMatchObject({ success: true, user: { username: plain.username } });

    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const first = await passwordStep(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ codeRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(first.cookies).toEqual([]);

    const second = await codeStep(first.json().challenge, codeAt(secret, 0));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, user: { username: user.username } });
    expect(second.cookies.map((cookie) => cookie.name).sort()).toEqual([
      "harmoni_device",
      server.app.staffSessionCookie.name,
    ]);
    const [signedIn] = await db()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sign_in' and ${auditLog.username} = ${user.username}`)
      .orderBy(sql`${auditLog.id} desc`);
    expect(signedIn?.detail).toEqual({ factor: "totp" });
  });

  it("gives the same answers for a right and a wrong password, so the password cannot be tested alone", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);

    const right = await passwordStep(user);
    const wrong = await passwordStep({ username: user.username, password: "not the password at all" });
    expect([right.statusCode, wrong.statusCode]).toEqual([200, 200]);
    const shape = (body: { challenge: string }) => ({ ...body, challenge: body.challenge.length });
    expect(shape(wrong.json())).toEqual(shape(right.json()));
    expect(right.headers["cache-control"]).toBe(wrong.headers["cache-control"]);

    // With a wrong code after the right password, and a right code after the wrong one: one answer.
    const afterRight = await codeStep(right.json().challenge, notTheCode(secret));
    const afterWrong = await codeStep(wrong.json().challenge, codeAt(secret, 0));
    for (const answer of [afterRight, afterWrong]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.signInFailed });
      expect(answer.cookies).toEqual([]);
    }
    expect((await auditOf("two_factor_failed")).map((entry) => entry.detail)).toEqual([
      { reason: "wrong_code" },
    ]);
    expect((await auditOf("sign_in_failed")).map((entry) => entry.detail)).toEqual([
      { reason: "wrong_password" },
    ]);
    // The wrong password spent nothing: the code it came with still signs in.
    expect((await signInWithCode(user, codeAt(secret, 0))).statusCode).toBe(200);
  });

  it("accepts the codes of one step either side of the server's clock and refuses two steps away", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    // The enrolment's code was one step ago; one more keeps "a step back" clear of that used step.
    advance(1);
    expect((await signInWithCode(user, codeAt(secret, -2))).statusCode).toBe(401);
    expect((await signInWithCode(user, codeAt(secret, 2))).statusCode).toBe(401);
    expect((await signInWithCode(user, codeAt(secret, -1))).statusCode).toBe(200);
    expect((await signInWithCode(user, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it("refuses a code that was already used, and any older one", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const code = codeAt(secret, 0);
    expect((await signInWithCode(user, code)).statusCode).toBe(200);
    const replayed = await signInWithCode(user, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.signInFailed });
    expect((await signInWithCode(user, codeAt(secret, -1))).statusCode).toBe(401);
    expect((await signInWithCode(user, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it("takes each recovery code once, in any case and without its dashes", async () => {
    const user = await createStaffUser(server.app);
    const { recoveryCodes } = await enrol(user);
    const [code = ""] = recoveryCodes;
    const typed = code.replaceAll("-", "").toLowerCase();
    const used = await signInWithCode(user, typed);
    expect(used.statusCode).toBe(200);
    const session = await signInWithCode(user, recoveryCodes[1] ?? "");
    expect(session.statusCode).toBe(200);

    const again = await signInWithCode(user, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.signInFailed });
    expect((await auditOf("two_factor_recovery_used")).map((entry) => entry.detail)).toEqual([
      { recoveryCodesLeft: 9 },
      { recoveryCodesLeft: 8 },
    ]);
  });

  it("lets each pending sign-in take one code, for five minutes", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const first = await passwordStep(user);
    expect((await codeStep(first.json().challenge, "123456")).statusCode).toBe(401);
    expect((await codeStep(first.json().challenge, codeAt(secret, 0))).statusCode).toBe(401);

    const late = await passwordStep(user);
    await db().update(staffSignInChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const answer = await codeStep(late.json().challenge, codeAt(secret, 0));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.signInFailed });
  });

  it("throttles failed code steps like failed passwords, per username and address", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const address = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signInWithCode(user, notTheCode(secret), address)).statusCode).toBe(401);
    }
    const throttledPassword = await passwordStep(user, address);
    expect(throttledPassword.statusCode).toBe(429);
    expect(throttledPassword.json()).toEqual({ success: false, message: throttledMessage(1) });
    expect(await auditOf("sign_in_throttled")).toHaveLength(1);
  });

  it("takes the attempt back once the code is right, so mistyped codes do not add up to a wait", async () => {
    const user = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const address = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signInWithCode(user, notTheCode(secret), address)).statusCode).toBe(401);
      }
      expect((await signInWithCode(user, codeAt(secret, round), address)).statusCode).toBe(200);
    }
  });

  it("gives an unknown user, a user without and a user with two-factor the same first answer", async () => {
    const plain = await createStaffUser(server.app);
    const protectedUser = await createStaffUser(server.app);
    await enrol(protectedUser);
    const answers = [
      await passwordStep({ username: "nobody.here", password: "some password or other" }),
      await passwordStep({ username: plain.username, password: "some password or other" }),
      await passwordStep({ username: protectedUser.username, password: "some password or other" }),
      await passwordStep(protectedUser),
    ];
    const shape = (body: { challenge: string }) => ({ ...body, challenge: body.challenge.length });
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.cookies).toEqual([]);
      expect(shape(answer.json())).toEqual({ codeRequired: true, challenge: 43 });
    }
  });

  it("asks for the password again before enrolment; a wrong one starts nothing and counts as a failure", async () => {
    const user = await createStaffUser(server.app);
    const session = await signIn(server.app, user);
    const missing = await staffPost(session, api.twoFactorBegin.path, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: REAUTHENTICATION_MESSAGES.password, field: "password" });
    const wrong = await staffPost(session, api.twoFactorBegin.path, { password: "not my password at all" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: REAUTHENTICATION_MESSAGES.failed,
      field: "password",
    });
    const [stored] = await db()
      .select({ secret: staffUsers.twoFactorSecret })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    expect(stored?.secret).toBeNull();
    expect(await auditOf("reauthentication_failed")).toEqual([
      { username: user.username, detail: { reason: "wrong_password" } },
    ]);
  });

  it("ends the account's other sessions, signed in with the password alone, when two-factor sign-in goes on", async () => {
    const user = await createStaffUser(server.app);
    const elsewhere = await signIn(server.app, user, freshIp());
    const here = await signIn(server.app, user, freshIp());
    const { secret } = (await staffPost(here, api.twoFactorBegin.path, { password: user.password })).json();
    expect((await staffPost(here, api.twoFactorConfirm.path, { code: codeAt(secret, 0) })).statusCode).toBe(
      200,
    );
    expect(await status(here)).toMatchObject({ enabled: true });
    const stale = await server.app.inject({
      method: "GET",
      url: api.twoFactorStatus.path,
      headers: adminHeaders(elsewhere),
    });
    expect(stale.statusCode).toBe(401);
    expect(await auditOf("two_factor_enrolled")).toEqual([
      { username: user.username, detail: { otherSessionsEnded: 1 } },
    ]);
  });

  it("keeps the secret sealed at rest: never its base32, and bound to its own account", async () => {
    const user = await createStaffUser(server.app);
    const other = await createStaffUser(server.app);
    const { secret } = await enrol(user);
    const [stored] = await db()
      .select({ secret: staffUsers.twoFactorSecret })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    expect(stored?.secret).toMatch(/^v1\.test\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/);
    expect(stored?.secret).not.toContain(secret);
    // Copied onto another account, the sealed secret opens for nobody: that account's codes all fail.
    await enrol(other);
    await db().update(staffUsers).set({ twoFactorSecret: stored?.secret }).where(eq(staffUsers.id, other.id));
    expect((await signInWithCode(other, codeAt(secret, 0))).statusCode).toBe(401);
  });

  it("gives new recovery codes and turns two-factor off, each for a current code", async () => {
    const user = await createStaffUser(server.app);
    const { secret, recoveryCodes } = await enrol(user);
    const session = await signIn(server.app, user).catch(() => undefined);
    expect(session).toBeUndefined();
    const signedIn = await signInWithCode(user, codeAt(secret, 0));
    const cookie = signedIn.cookies.find((each) => each.name === server.app.staffSessionCookie.name);
    const staff = { cookie: `${cookie?.name}=${cookie?.value}`, token: signedIn.json().token };
    advance(1);

    expect((await staffPost(staff, api.twoFactorRecoveryCodes.path, { code: "12345" })).statusCode).toBe(400);
    const renewed = await staffPost(staff, api.twoFactorRecoveryCodes.path, { code: codeAt(secret, 0) });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    expect((await signInWithCode(user, recoveryCodes[0] ?? "")).statusCode).toBe(401);
    expect(await auditOf("two_factor_recovery_regenerated")).toHaveLength(1);

    advance(1);
    const off = await staffPost(staff, api.twoFactorDisable.path, { code: codeAt(secret, 0) });
    expect(off.json()).toEqual({ success: true });
    expect(await auditOf("two_factor_disabled")).toHaveLength(1);
    expect((await passwordStep(user)).json()).toMatchObject({ success: true });
  });
});

describe.each(testDatabases())("STAFF_REQUIRE_2FA on $name", (database) => {
  const server = useTestApp(database, {
    now: () => clock,
    config: { staff: { ...testConfig().staff, requireTwoFactor: true } },
  });
  const inbox = (session: StaffSession) =>
    server.app.inject({ method: "GET", url: api.inbox.path, headers: adminHeaders(session) });

  it("holds the staff area back until enrolment, then lets it open, and never lets 2FA be turned off", async () => {
    advance(10);
    const user = await createStaffUser(server.app);
    const signedIn = await server.app.inject({
      method: "POST",
      url: api.login.path,
      payload: { username: user.username, password: user.password },
    });
    expect(signedIn.json()).toMatchObject({ success: true, mustEnrolTwoFactor: true });
    const session = await signIn(server.app, user);
    const verified = await server.app.inject({
      method: "GET",
      url: api.verifyAuth.path,
      headers: { cookie: session.cookie },
    });
    expect(verified.json()).toMatchObject({ authenticated: true, mustEnrolTwoFactor: true });

    const refused = await inbox(session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.enrolFirst });

    const headers = adminHeaders(session);
    const status = await server.app.inject({ method: "GET", url: api.twoFactorStatus.path, headers });
    expect(status.json()).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const { secret } = await turnOnTwoFactor(server.app, session, user.password, clock);
    expect((await inbox(session)).statusCode).toBe(200);

    advance(1);
    const off = await server.app.inject({
      method: "POST",
      url: api.twoFactorDisable.path,
      headers,
      payload: { code: codeAt(secret, 0) },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ success: false, message: TWO_FACTOR_MESSAGES.required, field: "code" });
    const [stillOn] = await server.app.database.db
      .select({ enabledAt: staffUsers.twoFactorEnabledAt })
      .from(staffUsers)
      .where(eq(staffUsers.id, user.id));
    expect(stillOn?.enabledAt).toBeInstanceOf(Date);
  });
});
