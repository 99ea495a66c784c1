import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { AUDIT_LOG_MESSAGES, type AuditLogPage, type AuditLogQueryInput } from "#contracts/audit-log";
import { apiUrl } from "#contracts/endpoint";
import { createAuditLog } from "#server/services/audit";
import { createStaffUsers } from "#server/services/staff-users";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const SEEDED = 120;

describe.each(testDatabases())("the audit log on $name", (database) => {
  const server = useTestApp(database);
  let session: StaffSession;
  let ownerName: string;

  beforeAll(async () => {
    const owner = await createStaffUser(server.app, "audit.owner");
    ownerName = owner.username;
    session = await signIn(server.app, owner, "10.66.0.1");
    const audit = createAuditLog(server.app.database.db);
    for (let index = 0; index < SEEDED; index++) {
      await audit.record("sign_in_failed", {
        username: "pager",
        ip: `10.66.1.${index}`,
        detail: { reason: "wrong_password", index },
      });
    }
    await createStaffUsers(server.app.database).create("cli.made", "a long and quiet harbour", {
      role: "staff",
    });
  });

  async function page(query: AuditLogQueryInput = {}) {
    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.auditLog, { query }),
      headers: adminHeaders(session),
    });
    return { status: response.statusCode, body: response.json() as AuditLogPage };
  }
  const today = new Date().toISOString().slice(0, 10);
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  it("shows the newest entries first, 50 a page, with who, what, where and the detail in words", async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body.entries).toHaveLength(50);
    const ids = body.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.newer).toBeNull();
    expect(body.older).toBe(ids.at(-1));
    expect(body.entries[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      username: "cli.made",
      action: "user_created",
      ip: null,
      summary: "Created cli.made as Staff (from the command line)",
    });
    expect(body.entries[1]).toMatchObject({
      username: "pager",
      action: "sign_in_failed",
      ip: `10.66.1.${SEEDED - 1}`,
      summary: "Wrong password",
    });
    expect(body.entries.find((entry) => entry.action === "sign_in")).toBeUndefined();
  });

  it("pages older and back newer by entry id, the same pages both ways", async () => {
    const first = (await page({ who: "pager" })).body;
    const second = (await page({ who: "pager", before: first.older ?? 0 })).body;
    const third = (await page({ who: "pager", before: second.older ?? 0 })).body;
    expect([first, second, third].map((each) => each.entries.length)).toEqual([50, 50, 20]);
    expect(third.older).toBeNull();
    expect(third.entries.at(-1)?.ip).toBe("10.66.1.0");

    const backToSecond = (await page({ who: "pager", after: third.newer ?? 0 })).body;
    expect(backToSecond).toEqual(second);
    const backToFirst = (await page({ who: "pager", after: backToSecond.newer ?? 0 })).body;
    expect(backToFirst).toEqual(first);
    expect(backToFirst.newer).toBeNull();
  });

  it("filters by who, by action and by UTC day", async () => {
    const byAction = (await page({ action: "sign_in" })).body.entries;
    expect(byAction.map(({ username, summary }) => ({ username, summary }))).toEqual([
      { username: ownerName, summary: "With the password" },
    ]);
    expect((await page({ who: "PAGER", action: "user_created" })).body.entries).toEqual([]);
    expect((await page({ who: "cli.made" })).body.entries.map((entry) => entry.action)).toEqual([
      "user_created",
    ]);
    expect((await page({ from: today, to: today, who: "cli.made" })).body.entries).toHaveLength(1);
    expect((await page({ to: yesterday })).body).toEqual({ entries: [], newer: null, older: null });
  });

  it("refuses malformed or out-of-range filters with 400 in plain words, naming the field", async () => {
    const cases: [AuditLogQueryInput, string, string][] = [
      [{ from: "2026-02-30" }, AUDIT_LOG_MESSAGES.date, "from"],
      [{ to: "yesterday" }, AUDIT_LOG_MESSAGES.date, "to"],
      [{ from: "1999-12-31" }, AUDIT_LOG_MESSAGES.dateRange, "from"],
      [{ to: "2101-01-01" }, AUDIT_LOG_MESSAGES.dateRange, "to"],
      [{ from: today, to: yesterday }, AUDIT_LOG_MESSAGES.dateOrder, "from"],
      [{ action: "teleported" }, AUDIT_LOG_MESSAGES.action, "action"],
      [{ who: "x".repeat(101) }, AUDIT_LOG_MESSAGES.who, "who"],
      [{ before: "0" as never }, AUDIT_LOG_MESSAGES.cursor, "before"],
      [{ after: "ten" as never }, AUDIT_LOG_MESSAGES.cursor, "after"],
      [{ before: 5, after: 3 }, AUDIT_LOG_MESSAGES.cursor, "before"],
    ];
    for (const [query, message, field] of cases) {
      const { status, body } = await page(query);
      expect({ query, status, body }).toEqual({
        query,
        status: 400,
        body: { success: false, message, field },
      });
    }
  });
});
