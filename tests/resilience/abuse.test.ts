import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import {
  auditLog,
  leads,
  outboundMessages,
  signInThrottle,
  staffSessions,
  staffUsers,
} from "#server/db/schema";
import { SESSION_ENDED_MESSAGE, SESSION_UNVERIFIED_MESSAGE } from "#server/plugins/internal/staff-session";
import { testDatabases } from "../support/db.ts";
import { freshAddress } from "../support/fuzz.ts";
import { adminHeaders, createStaffUser, signIn } from "../support/staff.ts";
import { useTestApp } from "../support/test-app.ts";

const THROTTLED = {
  success: false,
  message: "Too many failed sign-in attempts. Please wait 1 minute and try again.",
};

describe.each(testDatabases())("abuse of the staff sign-in and session on $name", (database) => {
  const server = useTestApp(database);
  const db = () => server.app.database.db;

  beforeEach(async () => {
    await db().execute(
      sql`truncate ${staffUsers}, ${staffSessions}, ${auditLog}, ${outboundMessages}, ${leads}, ${signInThrottle} cascade`,
    );
  });

  // It builds a second app (a proxy in front): seconds of its own on a busy two-core machine.
  it("throttles 20 wrong passwords for one user from 20 addresses behind a trusted proxy after the username's 10", {
    timeout: 60_000,
  }, async () => {
    const proxied = await server.build({ trustProxy: true });
    try {
      const user = await createStaffUser(proxied, "maya");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await proxied.inject({
          method: "POST",
          url: "/api/auth",
          payload: { username: "maya", password: `guess number ${attempt}` },
          // One proxy, a different client each time: only the per-username count can stop this.
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": freshAddress() },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual(THROTTLED);
        else expect(response.json()).toMatchObject({ codeRequired: true });
      }
      // Each address is new, so only the username's count for browsers it never signed in on stops this.
      expect(statuses).toEqual([...Array(10).fill(200), ...Array(10).fill(429)]);
      const rightPassword = await proxied.inject({
        method: "POST",
        url: "/api/auth",
        payload: { username: user.username, password: user.password },
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": freshAddress() },
      });
      expect(rightPassword.statusCode).toBe(429);
      expect(rightPassword.headers["set-cookie"]).toBeUndefined();
      // On PGlite the proxied app has a database of its own, so read its audit log, not the suite's.
      const ips = await proxied.database.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(sql`${auditLog.action} = 'sign_in_failed'`);
      expect(new Set(ips.map((row) => row.ip)).size).toBe(10);
    } finally {
      await proxied.close();
    }
  });

  it("behind a proxy that appends to X-Forwarded-For, trusted by its address, counts the address it saw, not one the visitor wrote", {
    timeout: 60_000,
  }, async () => {
    // On PostgreSQL both apps share the suite's database, so each has its own staff member.
    const addressesSeen = async (trustProxy: true | string, username: string) => {
      const proxied = await server.build({ trustProxy });
      try {
        await createStaffUser(proxied, username);
        for (const claimed of ["6.6.6.6", "7.7.7.7"]) {
          await proxied.inject({
            method: "POST",
            url: "/api/auth",
            payload: { username, password: "a wrong guess" },
            remoteAddress: "127.0.0.1",
            // nginx's $proxy_add_x_forwarded_for: the visitor's own header, then the address nginx saw.
            headers: { "x-forwarded-for": `${claimed}, 203.0.113.9` },
          });
        }
        const rows = await proxied.database.db
          .select({ ip: auditLog.ip })
          .from(auditLog)
          .where(sql`${auditLog.action} = 'sign_in_failed' and ${auditLog.username} = ${username}`);
        return rows.map((row) => row.ip);
      } finally {
        await proxied.close();
      }
    };
    expect(await addressesSeen("loopback", "maya")).toEqual(["203.0.113.9", "203.0.113.9"]);
    // "true" trusts every hop, so the visitor picks the key: why .env.example says to name the proxy instead.
    expect(await addressesSeen(true, "mira")).toEqual(["6.6.6.6", "7.7.7.7"]);
  });

  it("refuses a cross-site POST to admin endpoints that carries the session cookie but no token: 403, nothing done", async () => {
    const session = await signIn(server.app, await createStaffUser(server.app), freshAddress());
    const [lead] = await db()
      .insert(leads)
      .values({ name: "Ann Lee", email: "ann@example.com", phone: "+14155550142" })
      .returning();
    const crossSite = {
      cookie: session.cookie,
      origin: "https://evil.example",
      referer: "https://evil.example/",
    };
    const sms = await server.app.inject({
      method: "POST",
      url: "/api/send-custom-sms",
      headers: crossSite,
      payload: { to: "+14155550142", message: "Click https://evil.example" },
    });
    const status = await server.app.inject({
      method: "POST",
      url: apiUrl(api.changeLeadStatus, { params: { kind: "lead", id: lead?.id ?? "" } }),
      headers: crossSite,
      payload: { status: "lost" },
    });
    for (const response of [sms, status]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: SESSION_UNVERIFIED_MESSAGE });
    }
    expect(await db().select().from(outboundMessages)).toEqual([]);
    const [after] = await db().select().from(leads);
    expect(after?.status).toBe("new");
  });

  it("never signs in with a session id planted before sign-in", async () => {
    const user = await createStaffUser(server.app);
    const planted = `harmoni_session=${"P".repeat(43)}`;
    const response = await server.app.inject({
      method: "POST",
      url: "/api/auth",
      payload: { username: user.username, password: user.password },
      remoteAddress: freshAddress(),
      headers: { cookie: planted },
    });
    expect(response.statusCode).toBe(200);
    const issued = response.cookies.find((cookie) => cookie.name === "harmoni_session");
    expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`harmoni_session=${issued?.value}`).not.toBe(planted);
    const withPlanted = await server.app.inject({
      method: "GET",
      url: "/api/verify-auth",
      headers: { cookie: planted },
    });
    expect(withPlanted.json()).toEqual({ authenticated: false });
  });

  it("refuses an admin request on a session past its absolute lifetime, however recently used", async () => {
    const session = await signIn(server.app, await createStaffUser(server.app), freshAddress());
    await db().execute(
      sql`update staff_sessions set expires_at = now() - interval '1 minute', last_seen_at = now()`,
    );
    const response = await server.app.inject({
      method: "GET",
      url: api.inboxSummary.path,
      headers: adminHeaders(session),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SESSION_ENDED_MESSAGE });
    expect(await db().select().from(staffSessions)).toEqual([]);
  });
});
