import https from "node:https";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInSchema } from "#contracts/staff-auth";
import { postgresTestDatabase } from "#tests/support/db.ts";
import { freePort } from "#tests/support/free-port.ts";
import { answersArrive, Instance, type LoadRun, request, startLoad } from "#tests/support/instances.ts";
import { type RunningNginx, startNginx } from "#tests/support/nginx.ts";
import { testRedis } from "#tests/support/redis.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { waitFor } from "#tests/support/wait-for.ts";
import { answersReady, rollingRestart } from "../../scripts/rolling-restart.ts";

/**
 * The deployment of docs/operations.md as a studio runs it: nginx with deploy/nginx/harmoni-yoga.conf in front of
 * two instances of the production build on one PostgreSQL, sharing Redis.
 */
const START_ROUNDS = 10;
const ALERTED_LEADS = 200;
const LOAD_WORKERS = 8;
const ADMIN = { username: "studio.owner", password: "first owner's long password" };
const ALERTS_TO = "alerts@harmoni.example";

const redis = testRedis()[0];
if (!redis)
  throw new Error("TEST_REDIS_URL is not set; vitest.deploy.config.ts runs this suite only with it.");

interface Pair {
  database: ReturnType<typeof postgresTestDatabase>;
  instances: [Instance, Instance];
  nginx: RunningNginx;
  /** nginx's https:// address. */
  origin: string;
  close(): Promise<void>;
}

/** Two instances on a fresh database behind nginx; neither is started yet. */
async function pair(smtp: TestSmtpServer | undefined): Promise<Pair> {
  const database = postgresTestDatabase();
  await database.setup();
  const ports = [await freePort(), await freePort()] as const;
  const nginx = await startNginx({
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    clientDir: "build/client",
    // The manifest `npm run build` wrote; the headers of the static files are static-headers.test.ts's subject.
    headersDir: "build/nginx",
  });
  const origin = nginx.httpsUrl;
  if (!origin) throw new Error("nginx was started without TLS");
  const env = () => ({
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    REDIS_URL: redis?.config().url ?? "",
    REDIS_KEY_PREFIX: redis?.config().keyPrefix ?? "",
    CLIENT_DIR: "build/client",
    PUBLIC_URL: origin,
    TRUST_PROXY: "loopback",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    // Every request's own log line, so one can be found by nginx's request id.
    ACCESS_LOG: "all",
    // As deployed (the default): longer than nginx's upstream keepalive_timeout, so nginx closes what it keeps.
    SHUTDOWN_DRAIN_SECONDS: "5",
    ...(smtp ? { SMTP_URL: smtp.url, STAFF_ALERT_EMAILS: ALERTS_TO } : {}),
  });
  const instances: [Instance, Instance] = [
    new Instance("first", ports[0], env),
    new Instance("second", ports[1], env),
  ];
  return {
    database,
    instances,
    nginx,
    origin,
    async close() {
      await Promise.all(instances.map((instance) => instance.crash()));
      await nginx.stop();
      await database.teardown();
    },
  };
}

async function storedEmails(databaseUrl: string, prefix: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>("SELECT email FROM leads WHERE email LIKE $1", [
      `${prefix}-%`,
    ]);
    return new Set(rows.map((row) => row.email));
  } finally {
    await client.end();
  }
}

function failures(load: LoadRun) {
  return load.outcomes.filter((outcome) => outcome.status !== 200);
}

describe("nginx in front of two instances on one PostgreSQL", { timeout: 600_000 }, () => {
  it(`both instances start together on an empty database, ${START_ROUNDS} times of ${START_ROUNDS}`, async () => {
    const failed: string[] = [];
    for (let round = 1; round <= START_ROUNDS; round++) {
      const topology = await pair(undefined);
      try {
        const started = await Promise.allSettled(topology.instances.map((instance) => instance.start()));
        started.forEach((outcome, index) => {
          if (outcome.status === "rejected")
            failed.push(`round ${round}, instance ${index + 1}: ${outcome.reason}`);
        });
        for (const instance of topology.instances) {
          if (started[topology.instances.indexOf(instance)]?.status !== "fulfilled") continue;
          const ready = await fetch(`${instance.origin}/readyz`);
          if (ready.status !== 200) failed.push(`round ${round}, ${instance.name}: /readyz ${ready.status}`);
        }
      } finally {
        await topology.close();
      }
    }
    expect(failed).toEqual([]);
  });

  describe("one pair, under load", () => {
    let smtp: TestSmtpServer;
    let topology: Pair;
    const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false });

    beforeAll(async () => {
      smtp = await startSmtpServer();
      topology = await pair(smtp);
      await Promise.all(topology.instances.map((instance) => instance.start()));
    });
    afterAll(async () => {
      agent.destroy();
      await topology?.close();
      await smtp?.close();
      await redis?.teardown();
    });

    it("a session and its CSRF token, made on one instance, work on both", async () => {
      const signedIn = await fetch(`${topology.instances[0].origin}/api/auth`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-proto": "https" },
        body: JSON.stringify(ADMIN),
      });
      expect(signedIn.status).toBe(200);
      const { token } = signedInSchema.parse(await signedIn.json());
      const cookie =
        signedIn.headers
          .getSetCookie()
          .map((header) => header.split(";", 1)[0] ?? "")
          .find((pair) => pair.startsWith("__Host-harmoni_session=")) ?? "";
      expect(cookie).not.toBe("");
      const lead = await request(agent, topology.origin, "POST", "/api/hubspot-lead", {
        name: "Session Visitor",
        email: "session.visitor@example.com",
        phone: "+14155550177",
        website: "",
      });
      expect(lead.status).toBe(200);
      const client = new pg.Client({ connectionString: topology.database.url });
      await client.connect();
      const { rows } = await client.query<{ id: string }>("SELECT id FROM leads WHERE email = $1", [
        "session.visitor@example.com",
      ]);
      await client.end();
      const leadId = rows[0]?.id;
      for (const instance of topology.instances) {
        const note = await fetch(`${instance.origin}/api/admin/leads/lead/${leadId}/notes`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-proto": "https",
            cookie,
            "x-csrf-token": token,
          },
          body: JSON.stringify({ text: `Noted on the ${instance.name} instance` }),
        });
        expect({ instance: instance.name, status: note.status }).toEqual({
          instance: instance.name,
          status: 200,
        });
        const forged = await fetch(`${instance.origin}/api/admin/leads/lead/${leadId}/notes`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-proto": "https",
            cookie,
            "x-csrf-token": "x",
          },
          body: JSON.stringify({ text: "Without the session's token" }),
        });
        expect({ instance: instance.name, status: forged.status }).toEqual({
          instance: instance.name,
          status: 403,
        });
      }
    });

    it("nginx's request id reaches the log lines of the request and of the deliveries it queued", async () => {
      const email = "traced.visitor@example.com";
      const answer = await request(agent, topology.origin, "POST", "/api/hubspot-lead", {
        name: "Traced Visitor",
        email,
        phone: "+14155550199",
        website: "",
      });
      expect(answer.status).toBe(200);
      // nginx writes its line once the answer has left, so it may come just after the answer.
      const logged = await waitFor(() =>
        topology.nginx.accessLog().find((line) => line.includes("POST /api/hubspot-lead ")),
      );
      const requestId = /request_id=([0-9a-f]{32})/.exec(logged)?.[1];
      expect(requestId, `nginx's access log: ${logged}`).toBeDefined();
      const linesOf = () =>
        topology.instances.flatMap((instance) =>
          instance.child.logs.filter((line) => line.reqId === requestId),
        );
      // The request's own line (ACCESS_LOG=all), and one per delivery: the CRM sync and the staff alert.
      const traced = await waitFor(() => {
        const lines = linesOf();
        const deliveries = new Set(
          lines.flatMap((line) => (typeof line.delivery === "string" ? [line.delivery] : [])),
        );
        return lines.some((line) => line.msg === "incoming request") && deliveries.size >= 2 && lines;
      }, 30_000);
      expect(traced.find((line) => line.msg === "incoming request")?.req).toMatchObject({
        url: "/api/hubspot-lead",
        remoteAddress: "127.0.0.1",
      });
      expect([...new Set(traced.map((line) => line.delivery).filter(Boolean))].sort()).toEqual([
        "HubSpot sync",
        "staff alert",
      ]);
    });

    it(`${ALERTED_LEADS} leads through nginx give ${ALERTED_LEADS} staff alerts, one each`, async () => {
      const before = smtp.received.length;
      const answers = [];
      for (let batch = 0; batch < ALERTED_LEADS / 10; batch++) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, (_, index) =>
              request(agent, topology.origin, "POST", "/api/hubspot-lead", {
                name: "Alerted Visitor",
                email: `alerted-${batch * 10 + index}@example.com`,
                phone: "+14155550188",
                website: "",
              }),
            ),
          )),
        );
      }
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      // Only the staff's mail: each visitor also gets a welcome e-mail, 45 s after their lead.
      const alertsSince = () => smtp.received.slice(before).filter((mail) => mail.to.includes(ALERTS_TO));
      await waitFor(() => alertsSince().length >= ALERTED_LEADS, 120_000, 200);
      const client = new pg.Client({ connectionString: topology.database.url });
      await client.connect();
      const { rows } = await client.query<{ id: string }>(
        "SELECT id FROM leads WHERE email LIKE 'alerted-%'",
      );
      await client.end();
      // Quoted-printable bodies break long lines with "=" at the end; joined again, each lead's link reads whole.
      const alerts = alertsSince()
        .map((mail) => mail.raw.replace(/=\r?\n/g, ""))
        .filter((raw) => raw.includes("alerted-"));
      expect(rows).toHaveLength(ALERTED_LEADS);
      expect(alerts).toHaveLength(ALERTED_LEADS);
      const perLead = rows.map((row) => alerts.filter((raw) => raw.includes(row.id)).length);
      expect(new Set(perLead)).toEqual(new Set([1]));
    });

    it("one instance killed with kill -9 under load loses no acknowledged lead", async () => {
      const load = startLoad(topology.origin, { workers: LOAD_WORKERS, prefix: "crash" });
      await answersArrive(load, 200);
      await topology.instances[0].crash();
      await answersArrive(load, 200);
      await load.stop();
      const stored = await storedEmails(topology.database.url, "crash");
      expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      expect(load.acknowledged.length).toBeGreaterThan(100);
      await topology.instances[0].start();
    });

    it("a rolling restart under load, by npm run rolling-restart's steps, fails no request", async () => {
      const load = startLoad(topology.origin, { workers: LOAD_WORKERS, prefix: "rolling" });
      await answersArrive(load, 200);
      const byAddress = new Map(
        topology.instances.map((instance) => [`127.0.0.1:${instance.port}`, instance]),
      );
      const exits: unknown[] = [];
      await rollingRestart({
        instances: [...byAddress.keys()],
        // As systemctl restart does: a stop with its drain, then a start.
        async restart(address) {
          const instance = byAddress.get(address);
          if (!instance) throw new Error(`no instance at ${address}`);
          exits.push(await instance.stop());
          await instance.start();
        },
        ready: answersReady,
        timeoutMs: 120_000,
        // The script's default, for the deployment's fail_timeout of 3 s.
        settleMs: 4_000,
      });
      await answersArrive(load, 100);
      await load.stop();
      expect(exits).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      expect(failures(load).length, JSON.stringify(failures(load).slice(0, 5))).toBe(0);
      const stored = await storedEmails(topology.database.url, "rolling");
      expect(load.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
      console.info(
        `topology: rolling restart of both instances under load: ${load.outcomes.length} requests, 0 failed`,
      );
    });
  });
});
