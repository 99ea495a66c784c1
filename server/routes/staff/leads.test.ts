import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import {
  CSV_COLUMNS,
  FIRST_FILTER_DAY,
  INBOX_MESSAGES,
  type InboxFilterInput,
  type InboxPage,
  type InboxSummary,
  LAST_FILTER_DAY,
  type LeadDetail,
} from "#contracts/leads-inbox";
import { toE164 } from "#contracts/phone";
import { auditLog, leadEvents, leadNotes, leads } from "#server/db/schema";
import { SESSION_ENDED_MESSAGE, SESSION_UNVERIFIED_MESSAGE } from "#server/plugins/internal/staff-session";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { inboxSeed, insertSeed, newestFirst, type SeedRow } from "#tests/support/inbox-seed.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const DAY = 86_400_000;
/** Midday today (UTC), so "today" holds a few rows and the seed reaches back about 33 days. */
const NEWEST = new Date(Math.floor(Date.now() / DAY) * DAY + DAY / 2);

/** Rows whose texts a spreadsheet would run as formulas or that need CSV quoting. */
const SPECIAL_NAMES = [
  '=HYPERLINK("http://evil")',
  "@SUM(A1)",
  "-2+3",
  "+cmd",
  'Jo "JJ", Sr.',
  "100% Zen_Master",
];

function buildSeed(): SeedRow[] {
  const rows = inboxSeed(500, NEWEST);
  SPECIAL_NAMES.forEach((name, index) => {
    const row = rows[10 + index * 5];
    if (row?.kind === "lead") row.name = name;
  });
  // Both ends of a date range, to the millisecond: 00:00:00.000 of `from` and 23:59:59.999 of `to`.
  const from = utcDay(rows[300]?.createdAt as Date);
  const to = utcDay(rows[100]?.createdAt as Date);
  (rows[301] as SeedRow).createdAt = new Date(`${from}T00:00:00.000Z`);
  (rows[302] as SeedRow).createdAt = new Date(Date.parse(`${from}T00:00:00.000Z`) - 1);
  (rows[101] as SeedRow).createdAt = new Date(`${to}T23:59:59.999Z`);
  (rows[99] as SeedRow).createdAt = new Date(Date.parse(`${to}T23:59:59.999Z`) + 1);
  return rows;
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The inbox's rules, written out again over the seed array. */
function expected(rows: SeedRow[], filter: InboxFilterInput): SeedRow[] {
  const q = filter.q?.trim().toLowerCase();
  const qDigits = filter.q?.replace(/\D/g, "") ?? "";
  const phoneSearch = qDigits !== "" && /^[\d\s()+.-]+$/.test(filter.q ?? "");
  return newestFirst(
    rows.filter((row) => {
      if (filter.kind && row.kind !== filter.kind) return false;
      if (filter.status && row.status !== filter.status) return false;
      if (filter.source && row.source?.toLowerCase() !== filter.source.toLowerCase()) return false;
      if (filter.from && utcDay(row.createdAt) < filter.from) return false;
      if (filter.to && utcDay(row.createdAt) > filter.to) return false;
      if (q) {
        const inText = [row.name, row.email, row.company ?? ""].some((text) =>
          text.toLowerCase().includes(q),
        );
        const rowDigits = row.phone.replace(/\D/g, "");
        const e164Digits = toE164(filter.q ?? "")?.slice(1);
        const inPhone =
          phoneSearch && (rowDigits.includes(qDigits) || (!!e164Digits && rowDigits.includes(e164Digits)));
        if (!inText && !inPhone) return false;
      }
      return true;
    }),
  );
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const PROMISE_HOURS = testConfig().speedToLead.responsePromiseHours;

/** A seeded row still New has had no contact: it waits, due a promise after it arrived. */
function dueOf(row: SeedRow): Date | null {
  return row.status === "new" ? new Date(row.createdAt.getTime() + PROMISE_HOURS * 3_600_000) : null;
}

/** A seeded lead (synced, not opted out) as the inbox shows it: the server's mapping, written out. */
function expectedLeadRow(lead: SeedRow) {
  return {
    kind: "lead",
    id: lead.id,
    name: lead.name,
    company: null,
    email: lead.email,
    phone: lead.phone,
    status: lead.status,
    source: lead.source,
    createdAt: lead.createdAt.toISOString(),
    crmStatus: "synced",
    optedOut: false,
    firstContactedAt: null,
    dueAt: dueOf(lead)?.toISOString() ?? null,
    ownerId: null,
    owner: null,
  };
}

describe.each(testDatabases())("the leads inbox API on $name", (database) => {
  const server = useTestApp(database);
  const seed = buildSeed();
  let session: StaffSession;
  let username: string;
  let userId: string;

  beforeAll(async () => {
    await insertSeed(server.app.database.db, seed);
    const user = await createStaffUser(server.app);
    username = user.username;
    userId = user.id;
    session = await signIn(server.app, user);
  });

  function get(url: string) {
    return server.app.inject({ method: "GET", url, headers: adminHeaders(session) });
  }
  function post(url: string, payload: object) {
    return server.app.inject({ method: "POST", url, payload, headers: adminHeaders(session) });
  }
  async function list(filter: Record<string, string | number>): Promise<InboxPage> {
    const query = new URLSearchParams(
      Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
    );
    const response = await get(`${api.inbox.path}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json<InboxPage>();
  }
  /** Checks every page of a view against the expected rows. */
  async function expectView(filter: InboxFilterInput) {
    const want = expected(seed, filter);
    const first = await list(filter as Record<string, string>);
    expect(first.total).toBe(want.length);
    expect(first.pageCount).toBe(Math.max(1, Math.ceil(want.length / 25)));
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page++) {
      pages.push(await list({ ...(filter as Record<string, string>), page }));
    }
    expect(pages.flatMap((page) => ids(page.rows))).toEqual(ids(want));
    return want;
  }

  describe("GET /api/admin/leads", () => {
    it("pages through everything newest first: 25 a page, the last page partly full", async () => {
      const all = newestFirst(seed);
      const first = await list({});
      expect(first).toMatchObject({ total: 500, page: 1, pageSize: 25, pageCount: 20 });
      expect(ids(first.rows)).toEqual(ids(all.slice(0, 25)));
      expect(ids((await list({ page: 2 })).rows)).toEqual(ids(all.slice(25, 50)));
      const last = await list({ page: 20 });
      expect(ids(last.rows)).toEqual(ids(all.slice(475)));
      expect((await list({ page: 21 })).rows).toEqual([]);

      const lead = all.find((row) => row.kind === "lead") as SeedRow;
      const quote = all.find((row) => row.kind === "quote" && row.phone !== "") as SeedRow;
      const shown = [...first.rows, ...(await list({ page: 2 })).rows];
      expect(shown.find((row) => row.id === lead.id)).toEqual(expectedLeadRow(lead));
      expect(shown.find((row) => row.id === quote.id)).toMatchObject({
        kind: "quote",
        name: quote.name,
        company: quote.company,
        phone: quote.phone,
        source: null,
        crmStatus: "pending",
      });
    });

    it("searches names, e-mails and companies anywhere, in any case, and phone digits whatever the spacing", async () => {
      expect((await expectView({ q: "ann" })).length).toBeGreaterThan(20);
      expect((await expectView({ q: "OKAFOR" })).length).toBeGreaterThan(5);
      expect(await expectView({ q: "LENA.ROSSI" })).not.toHaveLength(0);
      expect(await expectView({ q: "@yoga.EXAMPLE" })).not.toHaveLength(0);
      const byCompany = await expectView({ q: "globex" });
      expect(byCompany).not.toHaveLength(0);
      expect(byCompany.every((row) => row.kind === "quote")).toBe(true);
      const phone = seed.find((row) => row.kind === "quote" && row.phone !== "") as SeedRow;
      const lastSix = phone.phone.replace(/\D/g, "").slice(-6);
      const spaced = `${lastSix.slice(0, 2)} ${lastSix.slice(2, 3)}-${lastSix.slice(3)}`;
      expect(ids(await expectView({ q: spaced }))).toContain(phone.id);
      expect(await expectView({ q: "415555" })).not.toHaveLength(0);
      // LIKE's own characters match only themselves.
      expect(ids(await expectView({ q: "0% zen_" }))).toEqual([seed[35]?.id]);
      expect(await expectView({ q: "nobody-has-this" })).toEqual([]);
    });

    it("filters by status, kind, source (any case) and UTC days inclusive at both ends, alone and together", async () => {
      await expectView({ status: "trial_booked" });
      await expectView({ kind: "quote" });
      await expectView({ kind: "lead", status: "new" });
      expect(await expectView({ source: "NEWSLETTER" })).not.toHaveLength(0);
      const from = utcDay(seed[300]?.createdAt as Date);
      const to = utcDay(seed[100]?.createdAt as Date);
      const range = await expectView({ from, to });
      expect(ids(range)).toEqual(expect.arrayContaining([seed[301]?.id, seed[101]?.id]));
      expect(ids(range)).not.toContain(seed[302]?.id);
      expect(ids(range)).not.toContain(seed[99]?.id);
      await expectView({ from, to: from });
      await expectView({ source: "google", from, to, status: "member" });
      await expectView({ q: "a", kind: "quote", status: "lost" });
      expect(await expectView({ source: "google", kind: "quote" })).toEqual([]);
      const empty = await list({ q: "zzzz" });
      expect(empty).toEqual({
        now: expect.any(String),
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
        pageCount: 1,
      });
    });

    it.each([
      ["status=pending", INBOX_MESSAGES.status, "status"],
      ["kind=person", INBOX_MESSAGES.kind, "kind"],
      [`q=${"x".repeat(101)}`, INBOX_MESSAGES.search, "q"],
      [`source=${"s".repeat(101)}`, INBOX_MESSAGES.source, "source"],
      ["from=2026-13-01", INBOX_MESSAGES.date, "from"],
      ["to=yesterday", INBOX_MESSAGES.date, "to"],
      ["from=2026-11-02&to=2026-11-01", INBOX_MESSAGES.dateOrder, "from"],
      ["page=0", INBOX_MESSAGES.page, "page"],
      ["page=1.5", INBOX_MESSAGES.page, "page"],
      ["page=two", INBOX_MESSAGES.page, "page"],
      ["page=-1", INBOX_MESSAGES.page, "page"],
      ["page=100001", INBOX_MESSAGES.page, "page"],
      ["page=1e400", INBOX_MESSAGES.page, "page"],
      ["to=9999-12-31", INBOX_MESSAGES.dateRange, "to"],
      ["from=0000-01-01", INBOX_MESSAGES.dateRange, "from"],
      ["from=1999-12-31", INBOX_MESSAGES.dateRange, "from"],
      ["to=2101-01-01", INBOX_MESSAGES.dateRange, "to"],
      [`from=${"2".repeat(5000)}-01-01`, INBOX_MESSAGES.date, "from"],
      ["promise=late", INBOX_MESSAGES.promise, "promise"],
      ["sort=random", INBOX_MESSAGES.sort, "sort"],
      ["owner=theirs", INBOX_MESSAGES.owner, "owner"],
    ])("answers 400 with the contract's message for %s", async (query, message, field) => {
      const response = await get(`${api.inbox.path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field });
    });

    it("takes the first and the last day a filter may name", async () => {
      await expectView({ from: FIRST_FILTER_DAY, to: LAST_FILTER_DAY });
    });
  });

  it("GET summary counts today's and this week's arrivals, leads not yet contacted and open quotes", async () => {
    const today = Math.floor(Date.now() / DAY) * DAY;
    const response = await get(api.inboxSummary.path);
    expect(response.statusCode).toBe(200);
    expect(response.json<InboxSummary>()).toEqual({
      newToday: seed.filter((row) => row.createdAt.getTime() >= today).length,
      newThisWeek: seed.filter((row) => row.createdAt.getTime() >= today - 6 * DAY).length,
      notContacted: seed.filter((row) => row.status === "new").length,
      openQuotes: seed.filter((row) => row.kind === "quote" && !["member", "lost"].includes(row.status))
        .length,
    });
  });

  describe("a lead's page", () => {
    it("shows a lead with its attribution and interest, and a quote request with its company and message", async () => {
      const lead = seed.find((row) => row.kind === "lead" && row.source && row.interest) as SeedRow;
      const leadPage = await get(apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }));
      expect(leadPage.statusCode).toBe(200);
      expect(leadPage.json<LeadDetail>()).toEqual({
        ...expectedLeadRow(lead),
        teamSize: null,
        message: null,
        crmLastError: null,
        mailStatus: null,
        attribution: {
          landingPage: lead.landingPage,
          page: null,
          referrer: null,
          utmSource: lead.source,
          utmMedium: lead.medium,
          utmCampaign: lead.campaign,
          utmTerm: null,
          utmContent: null,
          firstTouchAt: lead.createdAt.toISOString(),
          lastTouchAt: lead.createdAt.toISOString(),
          submissionCount: 1,
        },
        interest: { teacher: "Ananya Iyer", offering: "Power Yoga", plan: "Small Group" },
        // Seeded without a form: no consent was recorded.
        smsConsent: null,
        trial: null,
        nextStep: null,
        timeline: [],
        firstContactedBy: null,
        firstContactChannel: null,
        now: expect.any(String),
      });

      const quote = seed.find((row) => row.kind === "quote") as SeedRow;
      const quotePage = await get(apiUrl(api.lead, { params: { kind: "quote", id: quote.id } }));
      expect(quotePage.statusCode).toBe(200);
      expect(quotePage.json<LeadDetail>()).toMatchObject({
        kind: "quote",
        name: quote.name,
        company: quote.company,
        teamSize: 25,
        // The sales e-mail's own word, not the CRM sync's (issue 31: "Sales e-mail: Synced").
        mailStatus: "sent",
        attribution: null,
        interest: null,
        smsConsent: null,
        trial: null,
        nextStep: null,
      });

      const withoutInterest = seed.find((row) => row.kind === "lead" && !row.interest) as SeedRow;
      const plainPage = await get(apiUrl(api.lead, { params: { kind: "lead", id: withoutInterest.id } }));
      expect(plainPage.json<LeadDetail>().interest).toBeNull();
    });

    it.each([
      ["an unknown lead", apiUrl(api.lead, { params: { kind: "lead", id: randomUUID() } })],
      ["a lead asked for as a quote", "QUOTE"],
      ["a malformed id", apiUrl(api.lead, { params: { kind: "lead", id: "not-a-uuid" } })],
      ["an unknown kind", `/api/admin/leads/person/${randomUUID()}`],
    ])("answers 404 for %s", async (_case, url) => {
      const lead = seed.find((row) => row.kind === "lead") as SeedRow;
      const response = await get(
        url === "QUOTE" ? apiUrl(api.lead, { params: { kind: "quote", id: lead.id } }) : url,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.notFound });
    });

    it("changes the status: stored, on the timeline with who did it, audited; the same status again records nothing", async () => {
      const lead = seed.find((row) => row.kind === "lead" && row.status === "new") as SeedRow;
      const response = await post(apiUrl(api.changeLeadStatus, { params: { kind: "lead", id: lead.id } }), {
        status: "contacted",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, status: "contacted" });
      expect(
        (
          await post(apiUrl(api.changeLeadStatus, { params: { kind: "lead", id: lead.id } }), {
            status: "contacted",
          })
        ).statusCode,
      ).toBe(200);

      const page = (
        await get(apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }))
      ).json<LeadDetail>();
      expect(page.status).toBe("contacted");
      expect(page.timeline).toEqual([
        expect.objectContaining({
          type: "status_changed",
          summary: "Status: New → Contacted",
          staff: username,
        }),
      ]);
      const [stored] = await server.app.database.db.select().from(leads).where(eq(leads.id, lead.id));
      expect(stored?.status).toBe("contacted");
      const audits = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "lead_status_changed"));
      expect(audits).toEqual([
        expect.objectContaining({
          userId,
          username,
          detail: { lead: `lead:${lead.id}`, from: "new", to: "contacted" },
        }),
      ]);
      // The seeded row is now contacted; keep the expected views in step.
      lead.status = "contacted";
    });

    it("refuses a status that is not on the list, and an unknown lead", async () => {
      const quote = seed.find((row) => row.kind === "quote") as SeedRow;
      const bad = await post(apiUrl(api.changeLeadStatus, { params: { kind: "quote", id: quote.id } }), {
        status: "won",
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: INBOX_MESSAGES.status, field: "status" });
      const unknown = await post(
        apiUrl(api.changeLeadStatus, { params: { kind: "quote", id: randomUUID() } }),
        { status: "lost" },
      );
      expect(unknown.statusCode).toBe(404);
    });

    it("adds a trimmed note to a quote request, shown on its timeline and audited", async () => {
      const quote = seed.find((row) => row.kind === "quote") as SeedRow;
      const response = await post(apiUrl(api.addLeadNote, { params: { kind: "quote", id: quote.id } }), {
        text: "  Call back on Monday.\n",
      });
      expect(response.statusCode).toBe(200);
      const { note } = response.json<{ success: true; note: { id: string } }>();
      expect(response.json()).toEqual({
        success: true,
        note: { id: note.id, text: "Call back on Monday.", staff: username, createdAt: expect.any(String) },
      });
      const page = (
        await get(apiUrl(api.lead, { params: { kind: "quote", id: quote.id } }))
      ).json<LeadDetail>();
      expect(page).not.toHaveProperty("notes");
      expect(page.timeline.at(-1)).toMatchObject({
        id: `note-${note.id}`,
        type: "note",
        summary: "Note",
        staff: username,
        text: "Call back on Monday.",
      });
      const [audit] = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "lead_note_added"));
      expect(audit).toMatchObject({
        userId,
        detail: { lead: `quote:${quote.id}`, noteId: note.id, length: 20 },
      });
    });

    it.each([
      ["an empty note", { text: "   " }, INBOX_MESSAGES.noteRequired],
      ["no note", {}, INBOX_MESSAGES.noteRequired],
      ["a note over 5,000 characters", { text: "x".repeat(5001) }, INBOX_MESSAGES.noteTooLong],
    ])("refuses %s with 400 and stores nothing", async (_case, body, message) => {
      const lead = seed.find((row) => row.kind === "lead") as SeedRow;
      const response = await post(apiUrl(api.addLeadNote, { params: { kind: "lead", id: lead.id } }), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field: "text" });
      expect(
        await server.app.database.db.select().from(leadNotes).where(eq(leadNotes.leadId, lead.id)),
      ).toEqual([]);
    });

    it("answers 404 to a note for an unknown lead", async () => {
      const response = await post(apiUrl(api.addLeadNote, { params: { kind: "lead", id: randomUUID() } }), {
        text: "Hello",
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.notFound });
    });
  });

  describe("POST /api/admin/leads/export", () => {
    it("answers every row of the view as CSV: BOM, header, CRLF, quoting, formulas neutralised, audited", async () => {
      const filter = { kind: "lead" as const, from: utcDay(seed[40]?.createdAt as Date) };
      const response = await post(api.inboxExport.path, filter);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="harmoni-leads-${utcDay(new Date())}.csv"`,
      );
      expect(response.headers["cache-control"]).toBe("no-store");
      const body = response.rawPayload.toString("utf8");
      expect(body.startsWith('\uFEFF"Kind","Name",')).toBe(true);
      expect(body.endsWith('"\r\n')).toBe(true);
      expect(body).toContain('"Lead","Jo ""JJ"", Sr.","",');
      const [header, ...records]: string[][] = parse(body, { bom: true });
      expect(header).toEqual([...CSV_COLUMNS]);

      const want = expected(seed, filter);
      // Each seeded e-mail is unique, so it identifies its record: every row of the view, in order.
      expect(records.map((record) => record[CSV_COLUMNS.indexOf("Email")])).toEqual(
        want.map((row) => row.email),
      );

      const record = (row: SeedRow) => records[want.indexOf(row)];
      const plain = want.find(
        (row) => !SPECIAL_NAMES.includes(row.name) && row.source && row.interest,
      ) as SeedRow;
      expect(record(plain)).toEqual([
        "Lead",
        plain.name,
        "",
        plain.email,
        plain.phone,
        {
          new: "New",
          contacted: "Contacted",
          trial_booked: "Trial booked",
          member: "Member",
          lost: "Lost",
        }[plain.status],
        plain.source,
        plain.medium ?? "",
        plain.campaign ?? "",
        plain.landingPage,
        "Ananya Iyer",
        "Power Yoga",
        "Small Group",
        plain.createdAt.toISOString().slice(0, 19).replace("T", " "),
        "Synced",
        "No",
        "",
        dueOf(plain)?.toISOString().slice(0, 19).replace("T", " ") ?? "",
      ]);
      // No seeded row has been contacted; those still New are due a promise after they arrived.
      expect(want.some((row) => row.status === "new")).toBe(true);
      for (const row of want) {
        expect(record(row)?.slice(-2)).toEqual([
          "",
          dueOf(row)?.toISOString().slice(0, 19).replace("T", " ") ?? "",
        ]);
      }
      const named = (name: string) => record(want.find((row) => row.name === name) as SeedRow)?.[1];
      expect(named('=HYPERLINK("http://evil")')).toBe(`'=HYPERLINK("http://evil")`);
      expect(named("@SUM(A1)")).toBe("'@SUM(A1)");
      expect(named("-2+3")).toBe("'-2+3");
      expect(named("+cmd")).toBe("'+cmd");
      expect(named('Jo "JJ", Sr.')).toBe('Jo "JJ", Sr.');

      const [audit] = await server.app.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "leads_exported"))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({ userId, username, detail: { filter, rows: want.length } });
    });

    it("exports quote requests with their company, and a 400 for a bad filter", async () => {
      const response = await post(api.inboxExport.path, { kind: "quote", q: "umbrella" });
      const quotes = expected(seed, { kind: "quote" }).filter((row) => row.company === "Umbrella, Inc.");
      expect(response.statusCode).toBe(200);
      // q matches the company too, so the search finds every quote of that company.
      const records: Record<string, string>[] = parse(
        response.rawPayload.toString("utf8").replace(/^\uFEFF/, ""),
        {
          columns: true,
        },
      );
      expect(quotes).not.toHaveLength(0);
      expect(records.map((record) => record.Company)).toEqual(quotes.map(() => "Umbrella, Inc."));

      const bad = await post(api.inboxExport.path, { status: "won" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, message: INBOX_MESSAGES.status, field: "status" });
    });

    it.each([
      [{ to: "9999-12-31" }, "to"],
      [{ from: "0000-01-01" }, "from"],
    ])("answers 400 in plain words to a date no lead can have: %o", async (filter, field) => {
      const response = await post(api.inboxExport.path, filter);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.dateRange, field });
    });
  });

  describe("every endpoint refuses anonymous and tokenless requests", () => {
    const lead = () => seed[1] as SeedRow;
    const endpoints = [
      ["GET", "list", () => api.inbox.path],
      ["GET", "summary", () => api.inboxSummary.path],
      ["POST", "export", () => api.inboxExport.path],
      ["GET", "detail", () => apiUrl(api.lead, { params: { kind: lead().kind, id: lead().id } })],
      [
        "POST",
        "status",
        () => apiUrl(api.changeLeadStatus, { params: { kind: lead().kind, id: lead().id } }),
      ],
      ["POST", "notes", () => apiUrl(api.addLeadNote, { params: { kind: lead().kind, id: lead().id } })],
    ] as const;

    it.each(endpoints)("%s %s", async (method, _name, url) => {
      const send = (headers: Record<string, string>) =>
        server.app.inject({
          method,
          url: url(),
          headers,
          ...(method === "POST" ? { payload: { status: "lost", text: "x" } } : {}),
        });
      const anonymous = await send({});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: SESSION_ENDED_MESSAGE });
      const tokenless = await send({ cookie: session.cookie });
      expect(tokenless.statusCode).toBe(403);
      expect(tokenless.json()).toEqual({ success: false, message: SESSION_UNVERIFIED_MESSAGE });
      const wrongToken = await send({ cookie: session.cookie, "x-csrf-token": "0".repeat(43) });
      expect(wrongToken.statusCode).toBe(403);
      const changed = await server.app.database.db
        .select()
        .from(leadEvents)
        .where(inArray(leadEvents.leadId, [lead().id]));
      expect(changed).toEqual([]);
    });
  });
});
