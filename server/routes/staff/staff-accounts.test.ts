import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl, type Endpoint } from "#contracts/endpoint";
import type { LeadKind } from "#contracts/lead-ref";
import type { InboxPage, LeadDetail, LeadStatus } from "#contracts/leads-inbox";
import { PASSWORD_LINK_MESSAGES } from "#contracts/password-links";
import type { StaffAccount } from "#contracts/staff-accounts";
import { OWNER_ONLY_MESSAGE } from "#contracts/staff-roles";
import { auditLog, leadEvents, quoteEvents, staffSessions } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import {
  linkMailedTo,
  linkMailingConfig,
  loginWith,
  PASSWORD_LINK,
  setPasswordWith,
  tokenOf,
  uniqueClients,
} from "#tests/support/password-links.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  TEST_STAFF_PASSWORD,
  type TestStaffUser,
  turnOnTwoFactor,
} from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const NEW_PASSWORD = "tea kettle on a windowsill";
const { unique, freshIp } = uniqueClients(77);

describe.each(testDatabases())("staff accounts on $name", (database) => {
  const server = useTestApp(database, { config: linkMailingConfig(smtp) });
  let owner: TestStaffUser;
  let ownerSession: StaffSession;
  let desk: TestStaffUser;
  let deskSession: StaffSession;

  beforeAll(async () => {
    owner = await createStaffUser(server.app, unique("owner."));
    desk = await createStaffUser(server.app, unique("desk."), TEST_STAFF_PASSWORD, "staff");
    ownerSession = await signIn(server.app, owner, freshIp());
    deskSession = await signIn(server.app, desk, freshIp());
  });

  const call = (session: StaffSession, method: "GET" | "POST", url: string, payload?: object) =>
    server.app.inject({ method, url, headers: adminHeaders(session), ...(payload ? { payload } : {}) });
  const accountUrl = (endpoint: Endpoint, id: string) => apiUrl(endpoint, { params: { id } });
  const post = (endpoint: Endpoint, id: string, payload: object = {}) =>
    call(ownerSession, "POST", accountUrl(endpoint, id), payload);

  async function accounts(): Promise<StaffAccount[]> {
    const response = await call(ownerSession, "GET", api.staffAccounts.path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().accounts;
  }
  const account = async (id: string) => (await accounts()).find((entry) => entry.id === id);

  async function audited(action: string) {
    return server.app.database.db
      .select({ username: auditLog.username, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, action as never))
      .orderBy(desc(auditLog.id));
  }
  const auditCount = async () =>
    (await server.app.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]?.n;
  const sessionsOf = async (userId: string) =>
    (await server.app.database.db.select().from(staffSessions).where(eq(staffSessions.userId, userId)))
      .length;

  /** A lead (or quote request) sent through the public form, given to `ownerId`, then set to `status`. */
  async function leadOwnedBy(ownerId: string, kind: LeadKind = "lead", status?: LeadStatus) {
    const email = `${unique("lead")}@example.com`;
    const sent =
      kind === "lead"
        ? await server.app.inject({
            method: "POST",
            url: api.submitLead.path,
            payload: { name: "Ada Finch", email, phone: "+14155550142" },
            remoteAddress: freshIp(),
          })
        : await server.app.inject({
            method: "POST",
            url: api.submitQuote.path,
            payload: { company: "Calm Co", contact: "Bea Olsen", email, teamSize: 12 },
            remoteAddress: freshIp(),
          });
    expect(sent.statusCode, sent.body).toBe(200);
    const inbox = await call(ownerSession, "GET", apiUrl(api.inbox, { query: { q: email } }));
    const row = (inbox.json() as InboxPage).rows[0];
    if (!row) throw new Error(`the ${kind} from ${email} is not in the inbox`);
    const params = { kind: row.kind, id: row.id };
    const given = await call(ownerSession, "POST", apiUrl(api.changeLeadOwner, { params }), { ownerId });
    expect(given.statusCode, given.body).toBe(200);
    if (status) {
      const changed = await call(ownerSession, "POST", apiUrl(api.changeLeadStatus, { params }), { status });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    return params;
  }

  async function leadDetail(key: { kind: LeadKind; id: string }): Promise<LeadDetail> {
    return (await call(ownerSession, "GET", apiUrl(api.lead, { params: key }))).json();
  }

  const linkMailed = (address: string) => linkMailedTo(smtp, address);
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    setPasswordWith(server.app, freshIp(), token, password);
  const login = (username: string, password: string, remoteAddress = freshIp()) =>
    loginWith(server.app, remoteAddress, username, password);

  describe("owners only, decided by the contract", () => {
    /** A request each owner-only endpoint accepts from an owner, prepared afresh for every call. */
    const OWNER_REQUESTS = new Map<Endpoint, () => Promise<{ url: string; payload?: object }>>([
      [api.staffAccounts, async () => ({ url: api.staffAccounts.path })],
      [api.auditLog, async () => ({ url: api.auditLog.path })],
      [api.inboxExport, async () => ({ url: api.inboxExport.path, payload: {} })],
      [
        api.saveTeacherCalendar,
        async () => ({
          url: apiUrl(api.saveTeacherCalendar, { params: { teacherId: "leah-okafor" } }),
          payload: { timeZone: "Europe/London", videoLink: "", weekly: [], timeOff: [] },
        }),
      ],
      [
        api.addStaffAccount,
        async () => {
          const username = unique("new.");
          return {
            url: api.addStaffAccount.path,
            payload: { username, email: `${username}@example.com`, role: "staff" },
          };
        },
      ],
      ...(
        [
          [api.disableStaffAccount, { ownerId: null }],
          [api.staffPasswordLink, undefined],
          [api.resetStaffTwoFactor, undefined],
          [api.changeStaffRole, { role: "owner" }],
          [api.changeStaffEmail, { email: "someone@example.com" }],
          [api.reassignStaffLeads, { ownerId: null }],
        ] as const
      ).map(
        ([endpoint, payload]) =>
          [
            endpoint,
            async () => {
              const target = await createStaffUser(server.app, undefined, undefined, "staff");
              return { url: accountUrl(endpoint, target.id), ...(payload ? { payload } : {}) };
            },
          ] as const,
      ),
      [
        api.enableStaffAccount,
        async () => {
          const target = await createStaffUser(server.app, undefined, undefined, "staff");
          await post(api.disableStaffAccount, target.id, { ownerId: null });
          return { url: accountUrl(api.enableStaffAccount, target.id) };
        },
      ],
    ]);

    it("lists every owner-only endpoint of the contract, the CSV export among them", () => {
      const ownerOnly = (Object.values(api) as unknown[]).filter(
        (entry): entry is Endpoint =>
          typeof entry === "object" && entry !== null && "access" in entry && entry.access === "owner",
      );
      expect(new Set(OWNER_REQUESTS.keys())).toEqual(new Set(ownerOnly));
      expect(ownerOnly).toContain(api.inboxExport);
    });

    it("answers each one 403 in plain words to a staff-role session, changing nothing, and 200 to an owner", async () => {
      for (const [endpoint, prepare] of OWNER_REQUESTS) {
        const { url, payload } = await prepare();
        const before = await auditCount();
        const refused = await call(deskSession, endpoint.method, url, payload);
        expect(refused.statusCode, `${endpoint.method} ${url}`).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: OWNER_ONLY_MESSAGE });
        expect(await auditCount()).toBe(before);
        const allowed = await call(ownerSession, endpoint.method, url, payload);
        expect(allowed.statusCode, `${endpoint.method} ${url}: ${allowed.body}`).toBe(200);
      }
    });

    it("tells the browser the role at sign-in and at every session check, and a new role counts at once", async () => {
      const member = await createStaffUser(server.app, unique("member."), TEST_STAFF_PASSWORD, "staff");
      const signedIn = await login(member.username, member.password);
      expect(signedIn.json().user).toEqual({ username: member.username, role: "staff" });
      const session = await signIn(server.app, member, freshIp());
      const verify = () =>
        server.app.inject({ method: "GET", url: api.verifyAuth.path, headers: { cookie: session.cookie } });
      expect((await verify()).json().user).toEqual({ username: member.username, role: "staff" });
      expect((await call(session, "GET", api.staffAccounts.path)).statusCode).toBe(403);

      expect((await post(api.changeStaffRole, member.id, { role: "owner" })).json()).toEqual({
        success: true,
        message: `${member.username}'s role is now Owner.`,
      });
      expect((await verify()).json().user).toEqual({ username: member.username, role: "owner" });
      expect((await call(session, "GET", api.staffAccounts.path)).statusCode).toBe(200);
    });
  });

  describe("adding a colleague", () => {
    it("makes an account without a password and e-mails its invitation link, which sets one once", async () => {
      const username = unique("maya.");
      const email = `${username}@Studio.example`;
      const added = await call(ownerSession, "POST", api.addStaffAccount.path, {
        username: ` ${username.toUpperCase()} `,
        email,
        role: "staff",
      });
      expect(added.statusCode, added.body).toBe(200);
      const answer = added.json();
      expect(answer).toEqual({
        success: true,
        message: `Added ${username} as Staff. We e-mailed the link to ${email.toLowerCase()}. You can also copy it below; it works once, for 7 days.`,
        link: expect.stringMatching(PASSWORD_LINK),
        expiresAt: expect.any(String),
      });
      const days = (Date.parse(answer.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
      expect(linkMailed(email.toLowerCase())).toBe(answer.link);

      const listed = (await accounts()).find((entry) => entry.username === username);
      expect(listed).toMatchObject({
        email: email.toLowerCase(),
        role: "staff",
        status: "invited",
        self: false,
      });
      expect((await login(username, NEW_PASSWORD)).json().success).not.toBe(true);
      expect((await audited("user_invited"))[0]).toEqual({
        username: owner.username,
        detail: { account: username, accountId: listed?.id, role: "staff", email: email.toLowerCase() },
      });

      expect((await setPassword(tokenOf(answer.link))).json()).toEqual({
        success: true,
        message: PASSWORD_LINK_MESSAGES.passwordSet,
      });
      expect((await login(username, NEW_PASSWORD)).json()).toMatchObject({ success: true });
      expect((await setPassword(tokenOf(answer.link), "another tea kettle somewhere")).statusCode).toBe(410);
      expect(await account(listed?.id ?? "")).toMatchObject({ status: "active" });
    });

    it("refuses a taken username and a wrong e-mail address, naming the field, and adds nothing", async () => {
      const before = (await accounts()).length;
      const taken = await call(ownerSession, "POST", api.addStaffAccount.path, {
        username: desk.username,
        email: "desk@example.com",
        role: "staff",
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        success: false,
        message: `The username "${desk.username}" is already taken.`,
        field: "username",
      });
      const wrongEmail = await call(ownerSession, "POST", api.addStaffAccount.path, {
        username: unique("someone."),
        email: "someone at example.com",
        role: "staff",
      });
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json()).toEqual({
        success: false,
        message: "Please enter a valid e-mail address.",
        field: "email",
      });
      expect((await accounts()).length).toBe(before);
    });
  });

  describe("disabling and re-enabling", () => {
    it("ends the sessions and hands the open leads to a colleague; closed ones stay", async () => {
      const leaving = await createStaffUser(server.app, unique("leaving."), TEST_STAFF_PASSWORD, "staff");
      const session = await signIn(server.app, leaving, freshIp());
      const open = await leadOwnedBy(leaving.id);
      const openQuote = await leadOwnedBy(leaving.id, "quote", "contacted");
      const won = await leadOwnedBy(leaving.id, "lead", "member");
      expect(await account(leaving.id)).toMatchObject({ leadsOwned: 3, openLeadsOwned: 2 });

      const disabled = await post(api.disableStaffAccount, leaving.id, { ownerId: desk.id });
      expect(disabled.json()).toEqual({
        success: true,
        message: `Disabled ${leaving.username} and ended their sessions. Their 2 open leads went to ${desk.username}.`,
      });
      expect(await sessionsOf(leaving.id)).toBe(0);
      expect((await call(session, "GET", api.inbox.path)).statusCode).toBe(401);
      expect((await leadDetail(open)).owner).toBe(desk.username);
      expect((await leadDetail(openQuote)).owner).toBe(desk.username);
      expect((await leadDetail(won)).owner).toBe(leaving.username);
      expect((await leadDetail(open)).timeline.map((entry) => entry.summary)).toContain(
        `Owner: ${leaving.username} → ${desk.username}`,
      );
      expect(await account(leaving.id)).toMatchObject({
        status: "disabled",
        leadsOwned: 1,
        openLeadsOwned: 0,
      });
      expect((await audited("user_disabled"))[0]).toEqual({
        username: owner.username,
        detail: { account: leaving.username, accountId: leaving.id, leadsTo: desk.username, leads: 2 },
      });

      expect((await post(api.disableStaffAccount, leaving.id, { ownerId: null })).json()).toEqual({
        success: false,
        message: `The staff user "${leaving.username}" is already disabled.`,
      });
    });

    it("leaves the open leads unassigned when asked, and refuses a disabled colleague to hand them to", async () => {
      const leaving = await createStaffUser(server.app, undefined, undefined, "staff");
      const gone = await createStaffUser(server.app, undefined, undefined, "staff");
      await post(api.disableStaffAccount, gone.id, { ownerId: null });
      const open = await leadOwnedBy(leaving.id);

      const refused = await post(api.disableStaffAccount, leaving.id, { ownerId: gone.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        success: false,
        message: "Please choose an owner from the list.",
        field: "ownerId",
      });
      expect(await account(leaving.id)).toMatchObject({ status: "active", openLeadsOwned: 1 });

      expect((await post(api.disableStaffAccount, leaving.id, { ownerId: null })).json().message).toBe(
        `Disabled ${leaving.username} and ended their sessions. Their 1 open lead is now unassigned.`,
      );
      expect((await leadDetail(open)).owner).toBeNull();
    });

    it("refuses to disable the owner's own account, and to take the last active owner's role", async () => {
      const self = await post(api.disableStaffAccount, owner.id, { ownerId: null });
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({ success: false, message: "You cannot disable your own account." });

      const deputy = await createStaffUser(server.app, unique("deputy."));
      const deputySession = await signIn(server.app, deputy, freshIp());
      const stepDown = await call(deputySession, "POST", accountUrl(api.changeStaffRole, deputy.id), {
        role: "staff",
      });
      expect(stepDown.json()).toEqual({ success: true, message: `${deputy.username}'s role is now Staff.` });

      for (const other of await accounts()) {
        if (other.role === "owner" && other.status !== "disabled" && other.id !== owner.id) {
          await post(api.changeStaffRole, other.id, { role: "staff" });
        }
      }
      const demoteLast = await post(api.changeStaffRole, owner.id, { role: "staff" });
      expect(demoteLast.statusCode).toBe(409);
      expect(demoteLast.json()).toEqual({
        success: false,
        message: `${owner.username} is the last active owner. Make another account an owner first.`,
      });
      expect(await account(owner.id)).toMatchObject({ role: "owner", status: "active" });
    });

    it("re-enables an account, unless an active account took its username meanwhile", async () => {
      const username = unique("returning.");
      const first = await createStaffUser(server.app, username, undefined, "staff");
      await post(api.disableStaffAccount, first.id, { ownerId: null });
      expect((await post(api.enableStaffAccount, first.id)).json()).toEqual({
        success: true,
        message: `Re-enabled ${username}. They can sign in again.`,
      });
      expect((await login(username, TEST_STAFF_PASSWORD)).json()).toMatchObject({ success: true });

      await post(api.disableStaffAccount, first.id, { ownerId: null });
      const newcomer = await call(ownerSession, "POST", api.addStaffAccount.path, {
        username,
        email: `${username}@example.com`,
        role: "staff",
      });
      expect(newcomer.statusCode, newcomer.body).toBe(200);
      const refused = await post(api.enableStaffAccount, first.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: `The username "${username}" now belongs to another active account, so this one cannot be re-enabled.`,
        field: "username",
      });
      expect(await account(first.id)).toMatchObject({ status: "disabled" });
    });
  });

  describe("passwords and two-factor", () => {
    it("resets a password: the old one stops working, sessions end, the throttle clears, a 30-minute link is e-mailed", async () => {
      const username = unique("forgetful.");
      const member = await createStaffUser(server.app, username, undefined, "staff");
      await post(api.changeStaffEmail, member.id, { email: `${username}@example.com` });
      const session = await signIn(server.app, member, freshIp());
      const address = freshIp();
      for (let attempt = 0; attempt < 5; attempt++) await login(username, "not the password at all", address);
      expect((await login(username, TEST_STAFF_PASSWORD, address)).statusCode).toBe(429);

      const reset = await post(api.staffPasswordLink, member.id);
      expect(reset.json()).toEqual({
        success: true,
        message: `Reset ${username}'s password: the old one no longer works and their sessions have ended. We e-mailed the link to ${username}@example.com. You can also copy it below; it works once, for 30 minutes.`,
        link: expect.stringMatching(PASSWORD_LINK),
        expiresAt: expect.any(String),
      });
      const minutes = (Date.parse(reset.json().expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(29);
      expect(minutes).toBeLessThanOrEqual(30);
      expect(await sessionsOf(member.id)).toBe(0);
      expect((await call(session, "GET", api.inbox.path)).statusCode).toBe(401);
      expect((await login(username, TEST_STAFF_PASSWORD, freshIp())).json().success).not.toBe(true);

      expect((await setPassword(tokenOf(linkMailed(`${username}@example.com`)))).statusCode).toBe(200);
      expect((await login(username, NEW_PASSWORD, address)).json()).toMatchObject({ success: true });
      expect((await audited("password_reset"))[0]).toEqual({
        username: owner.username,
        detail: { account: username, accountId: member.id },
      });
    });

    it("makes a new invitation link for an account that never set a password, and says when nothing was e-mailed", async () => {
      const username = unique("invitee.");
      const added = await call(ownerSession, "POST", api.addStaffAccount.path, {
        username,
        email: `${username}@example.com`,
        role: "staff",
      });
      const id = (await accounts()).find((entry) => entry.username === username)?.id ?? "";
      smtp.script([{ code: 550, message: "Mailbox unavailable" }]);
      const again = await post(api.staffPasswordLink, id);
      smtp.script(["accept"]);
      expect(again.json()).toEqual({
        success: true,
        message: `Made a new invitation link for ${username}. The link was not e-mailed: the mail server did not take it. Copy it below and give it to ${username} yourself; it works once, for 7 days.`,
        link: expect.stringMatching(PASSWORD_LINK),
        expiresAt: expect.any(String),
      });
      // Both links work until one is used; then neither does.
      expect((await setPassword(tokenOf(again.json().link))).statusCode).toBe(200);
      expect((await setPassword(tokenOf(added.json().link))).statusCode).toBe(410);
    });

    it("turns off two-factor sign-in as the command line's reset-2fa does", async () => {
      const member = await createStaffUser(server.app, unique("phoneless."), undefined, "staff");
      await turnOnTwoFactor(
        server.app,
        await signIn(server.app, member, freshIp()),
        member.password,
        SUITE_NOW,
      );
      expect(await account(member.id)).toMatchObject({ twoFactor: true });
      await server.app.staffSessions.create(member.id, {});

      expect((await post(api.resetStaffTwoFactor, member.id)).json()).toEqual({
        success: true,
        message: `Turned off two-factor sign-in for ${member.username} and ended their sessions. They set it up again from the Security page.`,
      });
      expect(await account(member.id)).toMatchObject({ twoFactor: false });
      expect(await sessionsOf(member.id)).toBe(0);
      expect((await audited("two_factor_reset"))[0]).toEqual({
        username: owner.username,
        detail: { account: member.username, accountId: member.id },
      });
    });

    it("changes an e-mail address and refuses one that is not an address", async () => {
      const member = await createStaffUser(server.app, unique("mover."), undefined, "staff");
      expect((await post(api.changeStaffEmail, member.id, { email: "New@Example.com" })).json()).toEqual({
        success: true,
        message: `${member.username}'s e-mail address is now new@example.com.`,
      });
      const wrong = await post(api.changeStaffEmail, member.id, { email: "new@" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ field: "email" });
      expect(await account(member.id)).toMatchObject({ email: "new@example.com" });
      expect(
        (await post(api.changeStaffEmail, crypto.randomUUID(), { email: "a@example.com" })).json(),
      ).toEqual({
        success: false,
        message: "This staff account does not exist.",
      });
    });
  });

  describe("reassigning a departing colleague's leads", () => {
    it("moves every lead and quote request, open or closed, with a timeline event each and one audit entry", async () => {
      const departing = await createStaffUser(server.app, unique("departing."), undefined, "staff");
      const owned = [
        await leadOwnedBy(departing.id),
        await leadOwnedBy(departing.id, "quote"),
        await leadOwnedBy(departing.id, "lead", "lost"),
      ];
      const moved = await post(api.reassignStaffLeads, departing.id, { ownerId: desk.id });
      expect(moved.json()).toEqual({
        success: true,
        message: `Moved ${departing.username}'s 3 leads to ${desk.username}.`,
      });
      for (const key of owned) {
        const detail = await leadDetail(key);
        expect(detail.owner).toBe(desk.username);
        const events = detail.timeline.filter((entry) => entry.type === "owner_changed");
        expect(events.at(-1)).toMatchObject({ summary: `Owner: ${departing.username} → ${desk.username}` });
      }
      const table = await server.app.database.db
        .select({ detail: leadEvents.detail })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, owned[0]?.id ?? ""), eq(leadEvents.type, "owner_changed")))
        .orderBy(desc(leadEvents.id));
      expect(table[0]?.detail).toEqual({
        fromId: departing.id,
        from: departing.username,
        toId: desk.id,
        to: desk.username,
        staffUserId: owner.id,
      });
      const quoteMoves = await server.app.database.db
        .select()
        .from(quoteEvents)
        .where(and(eq(quoteEvents.quoteId, owned[1]?.id ?? ""), eq(quoteEvents.type, "owner_changed")));
      expect(quoteMoves).toHaveLength(2);
      expect((await audited("leads_reassigned"))[0]).toEqual({
        username: owner.username,
        detail: {
          account: departing.username,
          accountId: departing.id,
          to: desk.username,
          count: 3,
          scope: "all",
        },
      });

      expect((await post(api.reassignStaffLeads, desk.id, { ownerId: null })).json().message).toMatch(
        new RegExp(`^${desk.username.replace(".", "\\.")}'s \\d+ leads? (are|is) now unassigned\\.$`),
      );
      expect((await post(api.reassignStaffLeads, departing.id, { ownerId: null })).json()).toEqual({
        success: true,
        message: `${departing.username} owns no leads, so nothing moved.`,
      });
      const toThemselves = await post(api.reassignStaffLeads, departing.id, { ownerId: departing.id });
      expect(toThemselves.statusCode).toBe(422);
    });
  });
});
