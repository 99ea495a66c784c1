import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import { leads } from "./db/schema.ts";
import { loggedUrl, logSerializers, REDACTED_QUERY } from "./log-serializers.ts";
import { GENERIC_ERROR_MESSAGE } from "./plugins/internal/error-handler.ts";

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  req?: { url?: string };
  err?: { type: string; message: string; stack: string; query?: string; params?: unknown };
}

const ERROR = 50;

/** Searches staff make, each in the form a query string carries it, and the texts none of the log may hold. */
const SEARCHES = ["ann%40example.com", "%2B12025550101"];
const SEARCHED_TEXTS = ["ann@example.com", "ann%40example.com", "12025550101"];

describe("loggedUrl", () => {
  it.each([
    ["/api/admin/leads?q=ann%40example.com&page=2", `/api/admin/leads${REDACTED_QUERY}`],
    ["/admin/leads?q=%2B12025550101", `/admin/leads${REDACTED_QUERY}`],
    ["/admin?q=x", `/admin${REDACTED_QUERY}`],
    ["/api/hubspot-lead?x=1", `/api/hubspot-lead${REDACTED_QUERY}`],
    ["/api/admin/leads", "/api/admin/leads"],
    ["/blog?page=2", "/blog?page=2"],
    ["/administer?q=1", "/administer?q=1"],
  ])("logs %s as %s", (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });
});

describe.each(testDatabases())("the log on $name", (database) => {
  const lines: LogLine[] = [];
  const server = useTestApp(database, {
    config: { logLevel: "info", accessLog: "all", slowRequestMs: 0 },
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  });
  let session: StaffSession;

  beforeAll(async () => {
    session = await signIn(server.app, await createStaffUser(server.app));
  });

  const search = (query: string) =>
    server.app.inject({ method: "GET", url: `${api.inbox.path}?q=${query}`, headers: adminHeaders(session) });

  it("keeps staff searches out of every access-log line with ACCESS_LOG=all, slow and failed answers included", async () => {
    const before = lines.length;
    for (const query of SEARCHES) expect((await search(query)).statusCode).toBe(200);
    const page = await server.app.inject({ method: "GET", url: `${STAFF_PAGES.leads}?q=${SEARCHES[0]}` });
    expect(page.statusCode).toBeLessThan(500);

    const logged = lines.slice(before);
    expect(logged.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["incoming request", "slow request", "request completed"]),
    );
    expect(logged.flatMap((line) => line.req?.url ?? line.url ?? [])).toEqual(
      expect.arrayContaining([`${api.inbox.path}${REDACTED_QUERY}`, `${STAFF_PAGES.leads}${REDACTED_QUERY}`]),
    );
    const text = JSON.stringify(logged);
    for (const searched of SEARCHED_TEXTS) expect(text).not.toContain(searched);
  });

  it("logs a database error in a route with its SQL text, never its parameters", async () => {
    // A column gone, as after a bad deploy: the inbox's query fails in the database itself.
    await server.app.database.db.execute(sql`alter table ${leads} rename column email to email_gone`);
    const before = lines.length;
    const response = await search("ann%40example.com").finally(() =>
      server.app.database.db.execute(sql`alter table ${leads} rename column email_gone to email`),
    );
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: GENERIC_ERROR_MESSAGE });

    const logged = lines.slice(before);
    const failure = logged.find((line) => line.level === ERROR && line.err);
    expect(failure).toMatchObject({
      msg: GENERIC_ERROR_MESSAGE,
      url: `${api.inbox.path}${REDACTED_QUERY}`,
      err: { type: "DrizzleQueryError", query: expect.stringContaining(" ilike $") },
    });
    expect(failure?.err?.message).toMatch(/^Failed query: \s*select /);
    expect(failure?.err?.params).toBeUndefined();
    const text = JSON.stringify(logged);
    for (const searched of SEARCHED_TEXTS) expect(text).not.toContain(searched);
  });

  it("blanks the value a database error quotes, and keeps its code", async () => {
    const failure = await server.app.database.db.execute(sql`select ${"ann@example.com"}::uuid`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String(failure?.cause)).toContain('"ann@example.com"');

    const logged = JSON.parse(JSON.stringify(logSerializers.err(failure as Error)));
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      query: "select $1::uuid",
      message: 'Failed query: select $1::uuid: invalid input syntax for type uuid: "…"',
    });
    expect(JSON.stringify(logged)).not.toContain("ann@example.com");
  });
});
