import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { REAUTHENTICATION_MESSAGES } from "#contracts/staff-password";
import { auditLog, signInThrottle, staffSessions, staffUsers } from "#server/db/schema";
import { throttledMessage } from "#server/services/login-throttle";
import { totpCode } from "#server/services/totp";
import { testDatabases } from "#tests/support/db.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
  turnOnTwoFactor,
} from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

const NEW_PASSWORD = "lantern orchard velvet tide";

describe.each(testDatabases())("changing one's own password on $name", (database) => {
  const server = useTestApp(database);
  let ipCounter = 0;
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const db = () => server.app.database.db;

  const change = (session: StaffSession, body: object) =>
    server.app.inject({
      method: "POST",
      url: api.changePassword.path,
      headers: adminHeaders(session),
      payload: body,
      remoteAddress: "10.20.0.1",
    });
  const stillSignedIn = async (session: StaffSession) =>
    (await server.app.inject({ method: "GET", url: api.inboxSummary.path, headers: adminHeaders(session) }))
      .statusCode === 200;
  const passwordHashOf = async (user: TestStaffUser) =>
    (
      await db().select({ hash: staffUsers.passwordHash }).from(staffUsers).where(eq(staffUsers.id, user.id))
    )[0]?.hash;
  const full = (user: TestStaffUser, extra: object = {}) => ({
    password: user.password,
    newPassword: NEW_PASSWORD,
    repeatPassword: NEW_PASSWORD,
    ...extra,
  });

  beforeEach(async () => {
    await db().execute(sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog}, ${signInThrottle} cascade`);
  });

  it("changes the password after the current one, keeps this session and ends every other", async () => {
    const user = await createStaffUser(server.app);
    const elsewhere = await signIn(server.app, user, freshIp());
    const here = await signIn(server.app, user, freshIp());
    const answer = await change(here, full(user));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: REAUTHENTICATION_MESSAGES.passwordChanged });
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    await expect(signIn(server.app, user, freshIp())).rejects.toThrow();
    await signIn(server.app, { username: user.username, password: NEW_PASSWORD }, freshIp());
    const [audited] = await db().select().from(auditLog).where(eq(auditLog.action, "password_changed"));
    expect(audited).toMatchObject({ userId: user.id, detail: { otherSessionsEnded: 1 } });
  });

  it.each([
    [
      "a wrong current password",
      { password: "not the password at all" },
      { message: REAUTHENTICATION_MESSAGES.failed, field: "password" },
    ],
    [
      "a weak new password, with its reason",
      { newPassword: "password1234", repeatPassword: "password1234" },
      {
        message:
          "This password is too easy to guess. This is similar to a commonly used password. Try three or four unrelated words, or let a password manager make one.",
        field: "newPassword",
      },
    ],
    [
      "two different new passwords",
      { repeatPassword: "lantern orchard velvet time" },
      { message: "The two passwords are not the same.", field: "repeatPassword" },
    ],
    ["a short new one", { newPassword: "short", repeatPassword: "short" }, { field: "newPassword" }],
  ])("refuses %s and changes nothing", async (_case, extra, refusal) => {
    const user = await createStaffUser(server.app);
    const session = await signIn(server.app, user, freshIp());
    const before = await passwordHashOf(user);
    const answer = await change(session, full(user, extra));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, ...refusal });
    expect(await passwordHashOf(user)).toBe(before);
    expect(await stillSignedIn(session)).toBe(true);
  });

  it("asks for a code too when two-factor sign-in is on, and checks it", async () => {
    const user = await createStaffUser(server.app);
    const session = await signIn(server.app, user, freshIp());
    const later = new Date(SUITE_NOW.getTime() - 30_000);
    const { secret } = await turnOnTwoFactor(server.app, session, user.password, later);
    const withoutCode = await change(session, full(user));
    expect(withoutCode.json()).toMatchObject({ message: REAUTHENTICATION_MESSAGES.code, field: "code" });
    const current = [-1, 0, 1].map((steps) =>
      totpCode(secret, new Date(SUITE_NOW.getTime() + steps * 30_000)),
    );
    const wrong = ["000000", "111111", "222222", "333333"].find((code) => !current.includes(code));
    const wrongCode = await change(session, full(user, { code: wrong }));
    expect(wrongCode.json()).toMatchObject({ message: REAUTHENTICATION_MESSAGES.failed });
    const right = await change(session, full(user, { code: totpCode(secret, SUITE_NOW) }));
    expect(right.statusCode).toBe(200);
  });

  it("counts wrong current passwords like failed sign-ins, so a borrowed session cannot guess on", async () => {
    const user = await createStaffUser(server.app);
    const session = await signIn(server.app, user, "10.20.0.1");
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await change(session, full(user, { password: `guess number ${attempt}` }))).statusCode).toBe(
        400,
      );
    }
    const refused = await change(session, full(user));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: throttledMessage(1), field: "password" });
  });
});
