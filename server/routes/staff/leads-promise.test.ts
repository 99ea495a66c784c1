import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import {
  CSV_COLUMNS,
  INBOX_MESSAGES,
  type InboxFilterInput,
  type InboxPage,
  inboxQuerySchema,
  type LeadDetail,
  type LeadStatus,
} from "#contracts/leads-inbox";
import { leads, quoteRequests } from "#server/db/schema";
import { createLeadsInbox, type LeadsInbox } from "#server/services/leads-inbox";
import { testDatabases } from "#tests/support/db.ts";
import { inboxSeed, insertSeed, newestFirst, type SeedRow } from "#tests/support/inbox-seed.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const HOUR = 3_600_000;
const MINUTE = 60_000;
const PROMISE_HOURS = 24;
/** The server's clock in the service tests, so due times can be hit to the millisecond. */
const NOW = new Date("2026-11-24T12:00:00.000Z");

/** A seeded row with the facts the promise reads. */
interface Row extends SeedRow {
  firstContactedAt: Date | null;
}

const waiting = (row: Row) => row.firstContactedAt === null && row.status === "new";
const dueAt = (row: Row) => new Date(row.createdAt.getTime() + PROMISE_HOURS * HOUR);
const overdue = (row: Row) => waiting(row) && dueAt(row) < NOW;
const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

/** The inbox's order when sorted by due, written out: waiting rows oldest first, then the rest newest first. */
function mostOverdueFirst(rows: Row[]): Row[] {
  const waitingRows = rows
    .filter(waiting)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  return [...waitingRows, ...(newestFirst(rows.filter((row) => !waiting(row))) as Row[])];
}

/** Rows placed around the due time to the millisecond, and rows that are not waiting for other reasons. */
function boundaryRows(): Row[] {
  const row = (
    name: string,
    kind: "lead" | "quote",
    age: number,
    status: LeadStatus,
    contacted?: number,
  ): Row => ({
    kind,
    id: randomUUID(),
    name,
    company: kind === "quote" ? "Boundary Co" : null,
    email: `${name.toLowerCase().replaceAll(" ", ".")}@boundary.example`,
    phone: "",
    status,
    source: null,
    medium: null,
    campaign: null,
    landingPage: null,
    interest: null,
    createdAt: new Date(NOW.getTime() - age),
    firstContactedAt: contacted === undefined ? null : new Date(NOW.getTime() - contacted),
  });
  const promise = PROMISE_HOURS * HOUR;
  return [
    row("Due Exactly Now", "lead", promise, "new"),
    row("Overdue By A Millisecond", "lead", promise + 1, "new"),
    row("Overdue By A Minute", "quote", promise + MINUTE, "new"),
    row("Due In A Minute", "lead", promise - MINUTE, "new"),
    row("Contacted Still New", "lead", promise + 2 * HOUR, "new", promise),
    row("Contacted And Moved On", "quote", promise + 3 * HOUR, "contacted", promise + HOUR),
    row("Set Lost Untouched", "lead", promise + 4 * HOUR, "lost"),
    row("Set Contacted By Hand", "lead", promise + 5 * HOUR, "contacted"),
  ];
}

async function insertRows(db: Parameters<typeof insertSeed>[0], rows: Row[]) {
  await insertSeed(db, rows);
  for (const row of rows.filter((candidate) => candidate.firstContactedAt)) {
    const table = row.kind === "lead" ? leads : quoteRequests;
    await db.update(table).set({ firstContactedAt: row.firstContactedAt }).where(eq(table.id, row.id));
  }
}

describe.each(testDatabases())(
  "the response promise in the inbox, by a fixed clock, on $name",
  (database) => {
    const server = useTestApp(database);
    // 120 rows 97 minutes apart (eight days), every fifth New; every seventh has a first contact.
    const rows: Row[] = [
      ...inboxSeed(120, new Date(NOW.getTime() - 5 * MINUTE)).map((row, index) => ({
        ...row,
        firstContactedAt: index % 7 === 3 ? new Date(row.createdAt.getTime() + HOUR) : null,
      })),
      ...boundaryRows(),
    ];
    const byName = (name: string) => rows.find((row) => row.name === name) as Row;
    let inbox: LeadsInbox;

    beforeAll(async () => {
      await insertRows(server.app.database.db, rows);
      inbox = createLeadsInbox(server.app.database, { hours: PROMISE_HOURS, now: () => NOW });
    });

    /** Every page of a view, joined. */
    async function view(filter: InboxFilterInput) {
      const pages: InboxPage[] = [await inbox.page(inboxQuerySchema.parse(filter))];
      for (let page = 2; page <= (pages[0]?.pageCount ?? 1); page++) {
        pages.push(await inbox.page(inboxQuerySchema.parse({ ...filter, page })));
      }
      return { total: pages[0]?.total, rows: pages.flatMap((page) => page.rows), now: pages[0]?.now };
    }

    it("gives each waiting row its due time and no other row one, with the server's time", async () => {
      const all = await view({});
      expect(all.now).toBe(NOW.toISOString());
      expect(all.rows).toHaveLength(rows.length);
      for (const shown of all.rows) {
        const row = rows.find((candidate) => candidate.id === shown.id) as Row;
        expect({ id: shown.id, dueAt: shown.dueAt, firstContactedAt: shown.firstContactedAt }).toEqual({
          id: row.id,
          dueAt: waiting(row) ? dueAt(row).toISOString() : null,
          firstContactedAt: row.firstContactedAt?.toISOString() ?? null,
        });
      }
      expect(all.rows.find((shown) => shown.name === "Due Exactly Now")?.dueAt).toBe(NOW.toISOString());
    });

    it("counts as overdue only what is past due: not the row due exactly now, but the one a millisecond past", async () => {
      const overdueRows = await view({ promise: "overdue" });
      expect(ids(overdueRows.rows)).toEqual(ids(newestFirst(rows.filter(overdue))));
      expect(overdueRows.total).toBe(rows.filter(overdue).length);
      const names = overdueRows.rows.map((row) => row.name);
      expect(names.slice(0, 2)).toEqual(["Overdue By A Millisecond", "Overdue By A Minute"]);
      expect(names).not.toContain("Due Exactly Now");
      expect(names).not.toContain("Due In A Minute");
    });

    it("counts as waiting every row New and never contacted, and nothing contacted, lost or moved on by hand", async () => {
      const waitingRows = await view({ promise: "waiting" });
      expect(ids(waitingRows.rows)).toEqual(ids(newestFirst(rows.filter(waiting))));
      const names = waitingRows.rows.map((row) => row.name);
      expect(names).toEqual(
        expect.arrayContaining(["Due Exactly Now", "Due In A Minute", "Overdue By A Minute"]),
      );
      for (const name of [
        "Contacted Still New",
        "Contacted And Moved On",
        "Set Lost Untouched",
        "Set Contacted By Hand",
      ]) {
        expect(names).not.toContain(name);
        expect(byName(name)).toBeDefined();
      }
    });

    it("sorts by due: waiting rows most overdue first across both kinds and pages, then the rest newest first", async () => {
      const sorted = await view({ sort: "due" });
      expect(ids(sorted.rows)).toEqual(ids(mostOverdueFirst(rows)));
      expect(sorted.rows.filter((row) => row.kind === "quote" && row.dueAt)).not.toHaveLength(0);
    });

    it("sorts and filters together, with the other filters", async () => {
      expect(ids((await view({ sort: "due", promise: "overdue" })).rows)).toEqual(
        ids(mostOverdueFirst(rows.filter(overdue))),
      );
      expect(ids((await view({ sort: "due", kind: "quote" })).rows)).toEqual(
        ids(mostOverdueFirst(rows.filter((row) => row.kind === "quote"))),
      );
      expect(ids((await view({ promise: "waiting", status: "contacted" })).rows)).toEqual([]);
      expect(ids((await view({ promise: "overdue", kind: "lead", q: "overdue by" })).rows)).toEqual([
        byName("Overdue By A Millisecond").id,
      ]);
    });

    it("exports the view in its order with the first contact and due columns", async () => {
      const exported = await inbox.rows({ sort: "due", promise: "waiting" }, 1000);
      expect(ids(exported)).toEqual(ids(mostOverdueFirst(rows.filter(waiting))));
    });
  },
);

describe.each(testDatabases())(
  "the response promise through the API, by the server's clock, on $name",
  (database) => {
    const server = useTestApp(database);
    let session: StaffSession;
    const tag = "promise-api";
    const aged = (name: string, hoursAgo: number): Row => ({
      ...(inboxSeed(1, new Date())[0] as SeedRow),
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@${tag}.example`,
      status: "new",
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
      firstContactedAt: null,
    });
    const late = aged("Late Lead", 25);
    const soon = aged("Soon Lead", 23);
    const reached = {
      ...aged("Reached Lead", 26),
      status: "contacted" as const,
      firstContactedAt: new Date(Date.now() - 25 * HOUR),
    };

    beforeAll(async () => {
      await insertRows(server.app.database.db, [late, soon, reached]);
      session = await signIn(server.app, await createStaffUser(server.app));
    });
    const get = (url: string) => server.app.inject({ method: "GET", url, headers: adminHeaders(session) });

    it("lists the overdue leads, gives due times from RESPONSE_PROMISE_HOURS, and says the server's time", async () => {
      const before = Date.now();
      const response = await get(`${api.inbox.path}?promise=overdue`);
      expect(response.statusCode).toBe(200);
      const page = response.json<InboxPage>();
      expect(Date.parse(page.now)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(page.now)).toBeLessThanOrEqual(Date.now());
      expect(page.rows.map((row) => [row.name, row.dueAt])).toEqual([
        ["Late Lead", new Date(late.createdAt.getTime() + 24 * HOUR).toISOString()],
      ]);

      const sorted = (await get(`${api.inbox.path}?sort=due`)).json<InboxPage>();
      expect(sorted.rows.map((row) => row.name)).toEqual(["Late Lead", "Soon Lead", "Reached Lead"]);
      expect(sorted.rows[2]).toMatchObject({
        dueAt: null,
        firstContactedAt: reached.firstContactedAt?.toISOString(),
      });
    });

    it("has a waiting lead's due time on its page and nothing about a first contact", async () => {
      const response = await get(apiUrl(api.lead, { params: { kind: "lead", id: soon.id } }));
      expect(response.json<LeadDetail>()).toMatchObject({
        dueAt: new Date(soon.createdAt.getTime() + 24 * HOUR).toISOString(),
        firstContactedAt: null,
        firstContactedBy: null,
        firstContactChannel: null,
      });
    });

    it("exports the overdue view with the first contact and due columns", async () => {
      const response = await server.app.inject({
        method: "POST",
        url: api.inboxExport.path,
        payload: { promise: "overdue" },
        headers: adminHeaders(session),
      });
      const [header, line] = parse(response.rawPayload.toString("utf8"), { bom: true }) as string[][];
      expect(header?.slice(-2)).toEqual(["First contacted (UTC)", "First contact due (UTC)"]);
      expect(header).toEqual([...CSV_COLUMNS]);
      const utc = (date: Date) => date.toISOString().slice(0, 19).replace("T", " ");
      expect(line?.slice(-2)).toEqual(["", utc(new Date(late.createdAt.getTime() + 24 * HOUR))]);
    });

    it.each([
      ["promise=late", INBOX_MESSAGES.promise, "promise"],
      ["sort=email", INBOX_MESSAGES.sort, "sort"],
    ])("answers 400 with the contract's message for %s", async (query, message, field) => {
      const response = await get(`${api.inbox.path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
    });
  },
);
