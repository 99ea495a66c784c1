import { afterAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { inboxPageSchema, leadDetailSchema } from "#contracts/leads-inbox";
import { CSRF_HEADER, signedInSchema } from "#contracts/staff-auth";
import { type ChildServer, startChildServer } from "../support/child-server.ts";
import { testDatabases } from "../support/db.ts";
import { parseMail, startSmtpServer } from "../support/smtp.ts";
import { waitFor } from "../support/wait-for.ts";

const STAFF = { username: "alert.crash", password: "correct horse battery staple" };
/** Far longer than the test: the first server stores the lead and its job but never fetches the job. */
const NEVER_POLLS_SECONDS = "600";

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const running: ChildServer[] = [];
async function killAll() {
  const children = running.splice(0);
  for (const child of children) child.kill("SIGKILL");
  await Promise.all(children.map((child) => child.exited));
}

function alertMailsAbout(email: string) {
  return smtp.received.filter((mail) => parseMail(mail.raw).text?.includes(`\nE-mail: ${email}\n`));
}

/** The lead's staff-alert entries on its page, read through the staff API as the lead page does. */
async function alertTimeline(server: ChildServer, email: string) {
  const signIn = await fetch(`${server.origin}${api.login.path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(STAFF),
  });
  const { token } = signedInSchema.parse(await signIn.json());
  // The sign-in also sets the device cookie (ADR 035); the session's is the one the staff API reads.
  const session = signIn.headers.getSetCookie().find((cookie) => cookie.startsWith("harmoni_session="));
  const headers = { cookie: session?.split(";")[0] ?? "", [CSRF_HEADER]: token };
  const get = async (url: string) => (await fetch(`${server.origin}${url}`, { headers })).json();
  const inbox = inboxPageSchema.parse(await get(apiUrl(api.inbox, { query: { q: email } })));
  const [row] = inbox.rows;
  if (!row) throw new Error(`No lead with ${email}`);
  const detail = leadDetailSchema.parse(
    await get(apiUrl(api.lead, { params: { kind: "lead", id: row.id } })),
  );
  return detail.timeline.filter((entry) => entry.type === "alert").map((entry) => entry.summary);
}

describe.each(testDatabases())("a crash between storing a lead and alerting staff, on $name", (database) => {
  it("alerts staff exactly once after the restart", { timeout: 90_000 }, async () => {
    await database.setup();
    try {
      const { dataDir, databaseUrl } = database.persistentConfig();
      const env = {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        SMTP_URL: smtp.url,
        STAFF_ALERT_EMAILS: "desk@harmoniyoga.example",
        PUBLIC_URL: "https://harmoniyoga.example",
        ADMIN_USERNAME: STAFF.username,
        ADMIN_PASSWORD: STAFF.password,
      };
      const email = `crash.${database.name.toLowerCase()}@example.com`;
      const start = async (extra: Record<string, string> = {}) => {
        const child = await startChildServer({ env: { ...env, ...extra } });
        running.push(child);
        return child;
      };

      const first = await start({ JOB_POLL_SECONDS: NEVER_POLLS_SECONDS });
      const stored = await fetch(`${first.origin}${api.submitLead.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Crash Visitor", email, phone: "+14155550188", website: "" }),
      });
      expect(stored.status).toBe(200);
      first.kill("SIGKILL");
      expect((await first.exited).signal).toBe("SIGKILL");
      expect(alertMailsAbout(email)).toHaveLength(0);

      const second = await start();
      await waitFor(async () => (await alertTimeline(second, email)).length > 0, 30_000, 200);
      expect(await alertTimeline(second, email)).toEqual(["Staff alerted: e-mail to 1 address"]);
      const [mail, ...others] = alertMailsAbout(email);
      expect(others).toHaveLength(0);
      expect(mail?.to).toEqual(["desk@harmoniyoga.example"]);
      expect(parseMail(mail?.raw ?? "").headers.get("subject")).toBe("New lead: Crash Visitor");
    } finally {
      await killAll();
      await database.teardown();
    }
  });
});
