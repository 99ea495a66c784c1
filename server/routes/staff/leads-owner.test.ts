import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { INBOX_MESSAGES, type InboxPage, LEAD_STATUSES, type LeadDetail } from "#contracts/leads-inbox";
import { auditLog, leadEvents, leads } from "#server/db/schema";
import { testDatabases } from "#tests/support/db.ts";
import { inboxSeed, insertSeed, newestFirst, type SeedRow } from "#tests/support/inbox-seed.ts";
import {
  adminHeaders,
  createStaffUser,
  type StaffSession,
  signIn,
  type TestStaffUser,
} from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const NEWEST = new Date(Date.UTC(2026, 5, 1, 12));
const ids = (rows: { kind: string; id: string }[]) => rows.map((row) => `${row.kind}:${row.id}`);
const byNewest = (a: SeedRow, b: SeedRow) => b.createdAt.getTime() - a.createdAt.getTime();

describe.each(testDatabases())("inbox order, owners and bulk changes on $name", (database) => {
  const server = useTestApp(database);
  const seed = inboxSeed(30, NEWEST);
  let me: TestStaffUser;
  let colleague: TestStaffUser;
  let session: StaffSession;

  beforeAll(async () => {
    await insertSeed(server.app.database.db, seed);
    me = await createStaffUser(server.app);
    colleague = await createStaffUser(server.app);
    session = await signIn(server.app, me);
  });

  const get = (url: string) => server.app.inject({ method: "GET", url, headers: adminHeaders(session) });
  const post = (url: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: "POST", url, payload, headers: adminHeaders(session) });
  const inbox = async (query: string) => {
    const response = await get(`${api.inbox.path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as InboxPage;
  };
  const ownerPath = (row: SeedRow) => apiUrl(api.changeLeadOwner, { params: { kind: row.kind, id: row.id } });

  describe("sort", () => {
    it("orders by received, oldest first", async () => {
      expect(ids((await inbox("sort=oldest")).rows)).toEqual(ids(newestFirst(seed).reverse().slice(0, 25)));
    });

    it("orders by name both ways, ties newest first", async () => {
      const byName = [...seed].sort((a, b) => {
        const [x, y] = [a.name.toLowerCase(), b.name.toLowerCase()];
        return x < y ? -1 : x > y ? 1 : byNewest(a, b);
      });
      expect(ids((await inbox("sort=name")).rows)).toEqual(ids(byName.slice(0, 25)));
      const first = (await inbox("sort=name_desc")).rows[0];
      expect(first?.name.toLowerCase()).toBe(byName.at(-1)?.name.toLowerCase());
    });

    it("orders by status along the funnel, and back", async () => {
      const rank = (row: SeedRow) => LEAD_STATUSES.indexOf(row.status);
      const byStatus = [...seed].sort((a, b) => rank(a) - rank(b) || byNewest(a, b));
      expect(ids((await inbox("sort=status")).rows)).toEqual(ids(byStatus.slice(0, 25)));
      const back = [...seed].sort((a, b) => rank(b) - rank(a) || byNewest(a, b));
      expect(ids((await inbox("sort=status_desc&page=2")).rows)).toEqual(ids(back.slice(25)));
    });

    it("refuses an order not in the list, naming the field", async () => {
      const response = await get(`${api.inbox.path}?sort=email`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: INBOX_MESSAGES.sort, field: "sort" });
    });
  });

  describe("owners", () => {
    it("lists active staff by username", async () => {
      const response = await get(api.staffMembers.path);
      expect(response.statusCode).toBe(200);
      const staff = (response.json() as { staff: { id: string; username: string }[] }).staff;
      expect(staff).toEqual(expect.arrayContaining([{ id: me.id, username: me.username }]));
      expect(staff.map((member) => member.username)).toEqual(staff.map((m) => m.username).sort());
    });

    it("assigns and reassigns a lead: on its timeline, in the audit log, and in the Mine and Unassigned views", async () => {
      const lead = seed.find((row) => row.kind === "lead") as SeedRow;
      const quote = seed.find((row) => row.kind === "quote") as SeedRow;

      const first = await post(ownerPath(lead), { ownerId: me.id });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ success: true, ownerId: me.id, owner: me.username });
      expect((await post(ownerPath(quote), { ownerId: me.id })).statusCode).toBe(200);
      expect(ids((await inbox("owner=mine")).rows)).toEqual(ids(newestFirst([lead, quote])));
      const unassigned = await inbox("owner=unassigned");
      expect(unassigned.total).toBe(seed.length - 2);
      expect(unassigned.rows.every((row) => row.ownerId === null && row.owner === null)).toBe(true);

      expect((await post(ownerPath(lead), { ownerId: colleague.id })).json()).toEqual({
        success: true,
        ownerId: colleague.id,
        owner: colleague.username,
      });
      expect(ids((await inbox("owner=mine")).rows)).toEqual(ids([quote]));
      const row = (await inbox(`q=${encodeURIComponent(lead.email)}`)).rows[0];
      expect(row).toMatchObject({ ownerId: colleague.id, owner: colleague.username });

      const detail = (
        await get(apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }))
      ).json() as LeadDetail;
      expect(detail).toMatchObject({ ownerId: colleague.id, owner: colleague.username });
      expect(
        detail.timeline
          .filter((entry) => entry.type === "owner_changed")
          .map((entry) => [entry.summary, entry.staff]),
      ).toEqual([
        [`Owner: Unassigned → ${me.username}`, me.username],
        [`Owner: ${me.username} → ${colleague.username}`, me.username],
      ]);

      const audits = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "lead_owner_changed"))
        .orderBy(desc(auditLog.id));
      expect(audits[0]).toMatchObject({
        userId: me.id,
        username: me.username,
        detail: {
          lead: `lead:${lead.id}`,
          fromId: me.id,
          from: me.username,
          toId: colleague.id,
          to: colleague.username,
        },
      });

      // The same owner again changes nothing and records nothing.
      expect((await post(ownerPath(lead), { ownerId: colleague.id })).statusCode).toBe(200);
      const events = await server.app.database.db
        .select()
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, "owner_changed")));
      expect(events).toHaveLength(2);

      expect((await post(ownerPath(lead), { ownerId: null })).json()).toEqual({
        success: true,
        ownerId: null,
        owner: null,
      });
      const [stored] = await server.app.database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored?.ownerId).toBeNull();
      await post(ownerPath(quote), { ownerId: null });
    });

    it("refuses an unknown owner and an unknown lead", async () => {
      const lead = seed[0] as SeedRow;
      const unknown = await post(ownerPath(lead), { ownerId: "6f1c2e0a-9b7d-4c1e-8f2a-3d4b5c6e7f80" });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({
        success: false,
        message: INBOX_MESSAGES.owner,
        field: "ownerId",
      });
      const missing = await post(
        apiUrl(api.changeLeadOwner, { params: { kind: "lead", id: "6f1c2e0a-9b7d-4c1e-8f2a-3d4b5c6e7f80" } }),
        { ownerId: me.id },
      );
      expect(missing.statusCode).toBe(404);
      expect((await post(ownerPath(lead), { ownerId: "me" })).statusCode).toBe(400);
    });
  });

  describe("bulk changes", () => {
    it("sets one status on several leads, each recorded and audited as a change of its own", async () => {
      const picked = seed.filter((row) => row.kind === "lead" && row.status !== "member").slice(0, 3);
      const response = await post(api.bulkChangeLeads.path, {
        leads: picked.map(({ kind, id }) => ({ kind, id })),
        status: "member",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, changed: 3 });
      for (const row of picked) {
        const detail = (
          await get(apiUrl(api.lead, { params: { kind: row.kind, id: row.id } }))
        ).json() as LeadDetail;
        expect(detail.status).toBe("member");
        expect(
          detail.timeline.filter((entry) => entry.type === "status_changed").map((e) => e.staff),
        ).toEqual([me.username]);
      }
      const audits = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "lead_status_changed"));
      expect(audits.map((audit) => audit.detail.lead)).toEqual(
        expect.arrayContaining(picked.map((row) => `lead:${row.id}`)),
      );
    });

    it("assigns several leads at once, a quote among them", async () => {
      const picked = newestFirst(seed).slice(0, 5);
      const response = await post(api.bulkChangeLeads.path, {
        leads: picked.map(({ kind, id }) => ({ kind, id })),
        ownerId: colleague.id,
      });
      expect(response.json()).toEqual({ success: true, changed: 5 });
      const owned = (await inbox("sort=newest")).rows.slice(0, 5);
      expect(owned.map((row) => row.owner)).toEqual(Array(5).fill(colleague.username));
      const audits = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "lead_owner_changed"));
      expect(audits.map((audit) => audit.detail.lead)).toEqual(
        expect.arrayContaining(picked.map((row) => `${row.kind}:${row.id}`)),
      );
    });

    it("refuses an empty selection and an unknown status", async () => {
      const empty = await post(api.bulkChangeLeads.path, { leads: [], status: "member" });
      expect(empty.statusCode).toBe(400);
      const bad = await post(api.bulkChangeLeads.path, {
        leads: [{ kind: "lead", id: (seed[0] as SeedRow).id }],
        status: "won",
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
