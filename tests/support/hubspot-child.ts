/**
 * Preloaded into a server child process (see child-server.ts): HubSpot's contact upsert faked with msw
 * inside the child, the way the in-process tests fake it. Each upsert is applied when it arrives, as
 * HubSpot would, and answered HUBSPOT_FAKE_DELAY_MS later, so attempts stay in flight for a while.
 * Every arrival and answer is appended to the JSON-lines file HUBSPOT_FAKE_LOG, synchronously so a
 * SIGKILL cannot lose a line; a restarted child replays it, so contacts are kept by e-mail across
 * restarts and the parent can count requests across processes.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { HUBSPOT_UPSERT_URL, upsertSuccessBody } from "./hubspot.ts";

export interface FakeHubSpotEntry {
  type: "request" | "answer";
  pid: number;
  at: number;
  email: string;
  contactId: string;
  /** On a request: whether the upsert created the contact (false: it already existed). */
  created?: boolean;
}

const logPath = process.env.HUBSPOT_FAKE_LOG;
if (!logPath) throw new Error("hubspot-child.ts needs HUBSPOT_FAKE_LOG: the file to log requests to.");
const answerDelayMs = Number(process.env.HUBSPOT_FAKE_DELAY_MS ?? 0);

const contacts = new Map<string, string>();
if (existsSync(logPath)) {
  for (const line of readFileSync(logPath, "utf8").split("\n")) {
    if (!line) continue;
    const entry = JSON.parse(line) as FakeHubSpotEntry;
    contacts.set(entry.email, entry.contactId);
  }
}

function log(entry: Omit<FakeHubSpotEntry, "pid" | "at">) {
  appendFileSync(logPath as string, `${JSON.stringify({ ...entry, pid: process.pid, at: Date.now() })}\n`);
}

const hubspot = setupServer(
  http.post(HUBSPOT_UPSERT_URL, async ({ request }) => {
    const body = (await request.json()) as { inputs: { id: string }[] };
    const email = body.inputs[0]?.id ?? "";
    const existing = contacts.get(email);
    const contactId = existing ?? String(1000 + contacts.size + 1);
    contacts.set(email, contactId);
    log({ type: "request", email, contactId, created: existing === undefined });
    await delay(answerDelayMs);
    log({ type: "answer", email, contactId });
    return HttpResponse.json(upsertSuccessBody(contactId, email));
  }),
);
hubspot.listen({ onUnhandledRequest: "error" });
