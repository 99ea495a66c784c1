import http from "node:http";
import { expect, it } from "vitest";
import { readJsonLines } from "#tests/support/child-server.ts";
import type { FakeHubSpotEntry } from "#tests/support/hubspot-child.ts";
import { setUpServerProcesses } from "#tests/support/server-processes.ts";
import { waitFor } from "#tests/support/wait-for.ts";

/** HubSpot answers this late, so the attempt is still in flight when the signal comes. */
const HUBSPOT_ANSWER_DELAY_MS = 1_500;
const SYNCED_LEAD = {
  name: "Asha Devi",
  email: "asha.sigterm@example.com",
  phone: "+14155550142",
  website: "",
};
const HALF_SENT_LEAD = {
  name: "Ravi Kumar",
  email: "ravi.sigterm@example.com",
  phone: "+14155550143",
  website: "",
};

const processes = setUpServerProcesses("shutdown");

interface Answer {
  status: number;
  body: string;
}

/** A POST on a keep-alive connection whose body is sent in two parts, when the test says so. */
function splitRequest(origin: string, body: string) {
  const { hostname, port } = new URL(origin);
  const half = Math.floor(body.length / 2);
  const request = http.request({
    host: hostname,
    port,
    method: "POST",
    path: "/api/hubspot-lead",
    agent: new http.Agent({ keepAlive: true }),
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const localPort = new Promise<number>((resolve) =>
    request.once("socket", (socket) => socket.once("connect", () => resolve(socket.localPort ?? 0))),
  );
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => {
        text += chunk;
      });
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.write(body.slice(0, half));
  return { localPort, answer, finish: () => request.end(body.slice(half)) };
}

/** A GET on a new connection: its status, or the connection error's code. */
function freshConnection(origin: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(`${origin}/healthz`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

it("finishes the requests and the HubSpot attempt in flight at SIGTERM, then exits 0", {
  timeout: 60_000,
}, async () => {
  const server = await processes.start({
    // Each request's "incoming request" line tells when the half-sent request has reached the server.
    ACCESS_LOG: "all",
    HUBSPOT_ACCESS_TOKEN: "pat-test-token",
    HUBSPOT_TIMEOUT_MS: "5000",
    HUBSPOT_FAKE_DELAY_MS: String(HUBSPOT_ANSWER_DELAY_MS),
  });

  const synced = await fetch(`${server.origin}/api/hubspot-lead`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SYNCED_LEAD),
  });
  expect(synced.status).toBe(200);
  await waitFor(() =>
    readJsonLines<FakeHubSpotEntry>(processes.hubspotLog).some((entry) => entry.email === SYNCED_LEAD.email),
  );

  const halfSent = splitRequest(server.origin, JSON.stringify(HALF_SENT_LEAD));
  const localPort = await halfSent.localPort;
  await server.waitForLog(
    (line) =>
      line.msg === "incoming request" && (line.req as { remotePort?: number }).remotePort === localPort,
  );

  // The upsert has reached HubSpot and waits for its answer as the signal comes.
  const upsertAtSignal = readJsonLines<FakeHubSpotEntry>(processes.hubspotLog).map((entry) => entry.type);
  const signalledAt = Date.now();
  server.kill("SIGTERM");
  await server.waitForLog((line) => line.msg === "shutting down: finishing requests and jobs");
  expect(upsertAtSignal).toEqual(["request"]);
  const turnedAway = await freshConnection(server.origin);
  expect(["ECONNREFUSED", 503]).toContain(turnedAway);

  halfSent.finish();
  const answer = await halfSent.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true });

  const exit = await server.exited;
  const shutdownMs = Date.now() - signalledAt;
  expect(exit).toEqual({ code: 0, signal: null });

  const { rows } = await processes.direct.query<{ email: string; crm_status: string; synced_events: number }>(
    `SELECT l.email, l.crm_status,
            (SELECT count(*)::int FROM lead_events e WHERE e.lead_id = l.id AND e.type = 'crm_synced') AS synced_events
     FROM leads l ORDER BY l.email`,
  );
  expect(rows.map((row) => row.email)).toEqual([SYNCED_LEAD.email, HALF_SENT_LEAD.email].sort());
  expect(rows.find((row) => row.email === SYNCED_LEAD.email)).toMatchObject({
    crm_status: "synced",
    synced_events: 1,
  });
  const upserts = readJsonLines<FakeHubSpotEntry>(processes.hubspotLog).filter(
    (entry) => entry.email === SYNCED_LEAD.email,
  );
  expect(upserts.map((entry) => entry.type)).toEqual(["request", "answer"]);
  console.info(
    `process-shutdown: SIGTERM to exit 0 in ${shutdownMs} ms with a request and a HubSpot upsert in flight; a new connection got ${turnedAway}`,
  );
});

it("drains after SIGTERM: refuses new connections, answers on open ones (not ready, each then closed); then stops", {
  timeout: 60_000,
}, async () => {
  const server = await processes.start({ SHUTDOWN_DRAIN_SECONDS: "3" });
  // Two connections open before the signal, as a proxy keeps them.
  const pooled = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const opened = await Promise.all([
    fetchWith(pooled, `${server.origin}/healthz`),
    fetchWith(pooled, `${server.origin}/healthz`),
  ]);
  expect(opened).toEqual([
    { status: 200, connection: "keep-alive" },
    { status: 200, connection: "keep-alive" },
  ]);

  server.kill("SIGTERM");
  await server.waitForLog((line) => line.msg === "shutting down: finishing requests and jobs");
  await waitFor(async () => (await freshConnection(server.origin)) === "ECONNREFUSED");
  expect(await fetchWith(pooled, `${server.origin}/readyz`)).toEqual({
    status: 503,
    connection: "close",
    body: JSON.stringify({ status: "unavailable", message: "The server is shutting down." }),
  });
  expect(await fetchWith(pooled, `${server.origin}/healthz`)).toMatchObject({
    status: 200,
    connection: "close",
  });

  expect(await server.exited).toEqual({ code: 0, signal: null });
  pooled.destroy();
});

/** A GET on one of the agent's connections: status, Connection header and the body when there is one. */
function fetchWith(
  agent: http.Agent,
  url: string,
): Promise<{ status: number; connection?: string; body?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk: string) => {
          body += chunk;
        });
        response.once("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ...(response.headers.connection ? { connection: response.headers.connection } : {}),
            ...(url.endsWith("/readyz") ? { body } : {}),
          }),
        );
      })
      .once("error", reject);
  });
}
