import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { PASSWORD_LINK_MESSAGES } from "#contracts/password-links";
import { PASSWORD_MESSAGES } from "#contracts/staff-password";
import { auditLog, staffPasswordTokens, staffSessions } from "#server/db/schema";
import { TOO_MANY_REQUESTS_MESSAGE } from "#server/plugins/external/rate-limit";
import { FORGOT_PASSWORD_LINKS_PER_HOUR } from "#server/services/forgot-password";
import { createStaffUsers } from "#server/services/staff-users";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import {
  linkMailedTo,
  linkMailingConfig,
  loginWith,
  setPasswordWith,
  tokenOf,
  uniqueClients,
} from "#tests/support/password-links.ts";
import { parseMail, startSmtpServer } from "#tests/support/smtp.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  TEST_STAFF_PASSWORD,
  type TestStaffUser,
} from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import { FORGOT_PASSWORD_PER_MINUTE_PER_IP } from "./forgot-password.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const NEW_PASSWORD = "lanterns over a quiet harbour";
const SENT = { success: true, message: PASSWORD_LINK_MESSAGES.sent };
const DEAD = { success: false, message: PASSWORD_LINK_MESSAGES.unusable, field: "token" };

const { unique, freshIp } = uniqueClients(88);

describe.each(testDatabases())("forgot password and password links on $name", (database) => {
  const server = useTestApp(database, { config: linkMailingConfig(smtp) });
  let owner: TestStaffUser;
  let ownerSession: StaffSession;

  beforeAll(async () => {
    owner = await createStaffUser(server.app, unique("owner."));
    ownerSession = await signIn(server.app, owner, freshIp());
  });

  /** Requests the service took: each is handled after its answer, and ends with its audit entry. */
  let accepted = 0;
  const forgot = async (login: string, remoteAddress = freshIp()) => {
    const answer = await server.app.inject({
      method: "POST",
      url: api.forgotPassword.path,
      payload: { login },
      remoteAddress,
    });
    if (answer.statusCode === 200) accepted++;
    return answer;
  };
  // A test counts audit entries from where the last one left off, so none may still be on its way.
  afterEach(() => handled(accepted));
  const setPassword = (token: string, password = NEW_PASSWORD, confirm = password) =>
    setPasswordWith(server.app, freshIp(), token, password, confirm);
  const check = (token: string) =>
    server.app.inject({
      method: "POST",
      url: api.passwordLinkCheck.path,
      payload: { token },
      remoteAddress: freshIp(),
    });
  const login = (username: string, password: string, remoteAddress = freshIp()) =>
    loginWith(server.app, remoteAddress, username, password);

  /** A staff member with an e-mail address, set through the owners' page. */
  async function memberWithEmail(): Promise<TestStaffUser & { email: string }> {
    const member = await createStaffUser(server.app, unique("member."), undefined, "staff");
    const email = `${member.username}@example.com`;
    const changed = await server.app.inject({
      method: "POST",
      url: apiUrl(api.changeStaffEmail, { params: { id: member.id } }),
      payload: { email },
      headers: adminHeaders(ownerSession),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return { ...member, email };
  }

  /** Waits until the requests made so far have all been handled: each one ends with its audit entry. */
  async function handled(requests: number) {
    await waitFor(async () => {
      const [row] = await server.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, "password_reset_requested"));
      return (row?.n ?? 0) >= requests;
    });
  }
  const requestsSoFar = async () =>
    (
      await server.app.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(eq(auditLog.action, "password_reset_requested"))
    )[0]?.n ?? 0;

  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  const tokenMailedTo = (address: string) => tokenOf(linkMailedTo(smtp, address));

  it("answers the same for an account, an unknown name, a disabled account and one without e-mail; only the first gets mail", async () => {
    const member = await memberWithEmail();
    const gone = await memberWithEmail();
    await server.app.inject({
      method: "POST",
      url: apiUrl(api.disableStaffAccount, { params: { id: gone.id } }),
      payload: { ownerId: null },
      headers: adminHeaders(ownerSession),
    });
    const noEmail = await createStaffUser(server.app, unique("nomail."), undefined, "staff");
    const before = await requestsSoFar();
    const mailsBefore = smtp.received.length;

    const answers = [];
    for (const name of [member.username, "nobody.at.all", gone.username, noEmail.username]) {
      const answer = await forgot(name);
      answers.push({ status: answer.statusCode, body: answer.json(), type: answer.headers["content-type"] });
    }
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: SENT, type: answers[0]?.type });
    }
    await handled(before + 4);
    expect(smtp.received.slice(mailsBefore).map((mail) => mail.to)).toEqual([[member.email]]);
    const mail = parseMail(mailsTo(member.email)[0]?.raw ?? "");
    expect(mail.headers.get("subject")).toBe("Set a new password for the Harmoni Yoga staff area");
    expect(mail.text).toContain(
      `Someone asked for a link to set a new password for the staff account ${member.username}.`,
    );
    expect(mail.text).toContain("The link works once, for 30 minutes.");

    // Each request is handled on its own after its answer, so they may finish in any order.
    const outcomes = await server.app.database.db
      .select({ username: auditLog.username, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, "password_reset_requested"))
      .orderBy(auditLog.id);
    const expected = [
      { username: member.username, detail: { login: member.username, outcome: "sent" } },
      { username: "nobody.at.all", detail: { outcome: "no_active_account" } },
      { username: gone.username, detail: { outcome: "no_active_account" } },
      { username: noEmail.username, detail: { login: noEmail.username, outcome: "no_email" } },
    ];
    expect(outcomes.slice(before)).toHaveLength(expected.length);
    expect(outcomes.slice(before)).toEqual(expect.arrayContaining(expected));

    // The link in the e-mail sets the password once; the old one still worked until then.
    const token = tokenMailedTo(member.email);
    expect((await check(token)).json()).toEqual({
      username: member.username,
      purpose: "reset",
      expiresAt: expect.any(String),
    });
    expect((await login(member.username, TEST_STAFF_PASSWORD)).json()).toMatchObject({ success: true });
    expect((await setPassword(token)).json()).toEqual({
      success: true,
      message: PASSWORD_LINK_MESSAGES.passwordSet,
    });
    expect((await login(member.username, NEW_PASSWORD)).json()).toMatchObject({ success: true });
    expect((await login(member.username, TEST_STAFF_PASSWORD)).json().success).not.toBe(true);
    const reused = await setPassword(token, "a different harbour lantern");
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual(DEAD);
  });

  it("finds an account by its e-mail address too, in any case", async () => {
    const member = await memberWithEmail();
    const before = await requestsSoFar();
    expect((await forgot(member.email.toUpperCase())).json()).toEqual(SENT);
    await handled(before + 1);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it(`sends at most ${FORGOT_PASSWORD_LINKS_PER_HOUR} links an hour to one account`, async () => {
    const member = await memberWithEmail();
    const before = await requestsSoFar();
    for (let request = 0; request < FORGOT_PASSWORD_LINKS_PER_HOUR + 1; request++) {
      expect((await forgot(member.username)).json()).toEqual(SENT);
    }
    await handled(before + FORGOT_PASSWORD_LINKS_PER_HOUR + 1);
    expect(mailsTo(member.email)).toHaveLength(FORGOT_PASSWORD_LINKS_PER_HOUR);
    const outcomes = await server.app.database.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, "password_reset_requested"), eq(auditLog.userId, member.id)));
    expect(outcomes.map(({ detail }) => detail.outcome).sort()).toEqual([
      "limit_reached",
      ...Array(FORGOT_PASSWORD_LINKS_PER_HOUR).fill("sent"),
    ]);
  });

  it(`limits each address to ${FORGOT_PASSWORD_PER_MINUTE_PER_IP} requests a minute`, async () => {
    const address = freshIp();
    for (let request = 0; request < FORGOT_PASSWORD_PER_MINUTE_PER_IP; request++) {
      expect((await forgot(unique("nobody."), address)).statusCode).toBe(200);
    }
    const refused = await forgot(unique("nobody."), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });
    expect((await forgot(unique("nobody."))).statusCode).toBe(200);
  });

  it("refuses a weak password with its reason at the field and keeps the link; then checks both fields match", async () => {
    const member = await memberWithEmail();
    const before = await requestsSoFar();
    await forgot(member.username);
    await handled(before + 1);
    const token = tokenMailedTo(member.email);

    const weak = await setPassword(token, `${member.username}2024!`);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      success: false,
      message: `${PASSWORD_MESSAGES.weak} It contains your username, your e-mail or the studio's name. Try three or four unrelated words, or let a password manager make one.`,
      field: "password",
    });
    const short = await setPassword(token, "too short");
    expect(short.json()).toEqual({ success: false, message: PASSWORD_MESSAGES.tooShort, field: "password" });
    const mismatch = await setPassword(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.json()).toEqual({
      success: false,
      message: PASSWORD_MESSAGES.mismatch,
      field: "confirm",
    });
    expect((await check(token)).statusCode).toBe(200);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it("answers an expired, unknown or malformed link with one message, on the database's clock", async () => {
    const member = await memberWithEmail();
    const before = await requestsSoFar();
    await forgot(member.username);
    await handled(before + 1);
    const token = tokenMailedTo(member.email);
    await server.app.database.db
      .update(staffPasswordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffPasswordTokens.userId, member.id));

    for (const dead of [token, "A".repeat(43)]) {
      const checked = await check(dead);
      expect(checked.statusCode).toBe(410);
      expect(checked.json()).toEqual(DEAD);
      const used = await setPassword(dead);
      expect(used.statusCode).toBe(410);
      expect(used.json()).toEqual(DEAD);
    }
    const malformed = await setPassword("not-a-token");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(DEAD);
    expect((await login(member.username, TEST_STAFF_PASSWORD)).json()).toMatchObject({ success: true });
  });

  it("ends every session of the account and clears its sign-in throttle when the password is set", async () => {
    const member = await memberWithEmail();
    await signIn(server.app, member, freshIp());
    await signIn(server.app, member, freshIp());
    const address = freshIp();
    for (let attempt = 0; attempt < 5; attempt++)
      await login(member.username, "not the password at all", address);
    expect((await login(member.username, TEST_STAFF_PASSWORD, address)).statusCode).toBe(429);

    const before = await requestsSoFar();
    await forgot(member.username);
    await handled(before + 1);
    expect((await setPassword(tokenMailedTo(member.email))).statusCode).toBe(200);
    const sessions = await server.app.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.userId, member.id));
    expect(sessions).toEqual([]);
    expect((await login(member.username, NEW_PASSWORD, address)).json()).toMatchObject({ success: true });
    const [changed] = await server.app.database.db
      .select({ username: auditLog.username, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, "password_changed"), eq(auditLog.userId, member.id)));
    expect(changed).toEqual({ username: member.username, detail: { purpose: "reset" } });
  });
});

describe.each(testDatabases())("forgot password without PUBLIC_URL on $name", (database) => {
  const server = useTestApp(database, { config: { mail: { ...testConfig().mail, smtpUrl: smtp.url } } });

  it("answers the same and e-mails nothing, since a link's address cannot come from the request's Host", async () => {
    const username = unique("member.");
    await createStaffUsers(server.app.database).create(username, TEST_STAFF_PASSWORD, {
      email: `${username}@example.com`,
    });
    const mails = smtp.received.length;
    const answer = await server.app.inject({
      method: "POST",
      url: api.forgotPassword.path,
      payload: { login: username },
      headers: { host: "evil.example" },
      remoteAddress: freshIp(),
    });
    expect(answer.json()).toEqual(SENT);
    const outcome = await waitFor(async () => {
      const [row] = await server.app.database.db
        .select({ detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.action, "password_reset_requested"));
      return row?.detail;
    });
    expect(outcome).toEqual({ login: username, outcome: "public_url_not_set" });
    expect(smtp.received.length).toBe(mails);
  });
});
