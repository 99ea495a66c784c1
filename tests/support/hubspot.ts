import { delay, HttpResponse, http } from "msw";

export const HUBSPOT_UPSERT_URL = "https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert";
export const HUBSPOT_NOTES_URL = "https://api.hubapi.com/crm/v3/objects/notes";

export interface RecordedRequest {
  at: number;
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** HubSpot's answer to a successful batch upsert of one contact. */
export function upsertSuccessBody(contactId: string, email: string) {
  const now = new Date().toISOString();
  return {
    status: "COMPLETE",
    startedAt: now,
    completedAt: now,
    results: [
      {
        id: contactId,
        properties: { email },
        createdAt: now,
        updatedAt: now,
        archived: false,
        new: true,
      },
    ],
  };
}

export type HubSpotReply = {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  delayMs?: number;
};

/** HubSpot's answer to creating a note. */
export function noteSuccessBody(noteId: string, properties: Record<string, string>) {
  const now = new Date().toISOString();
  return { id: noteId, properties, createdAt: now, updatedAt: now, archived: false };
}

/**
 * Answers one HubSpot endpoint from a script (the last entry repeats) and records every request,
 * so tests can assert exactly what the SDK sent and when.
 */
function scriptedEndpoint(url: string, script: HubSpotReply[], successBody: (body: never) => unknown) {
  const requests: RecordedRequest[] = [];
  const handler = http.post(url, async ({ request }) => {
    const body = (await request.json()) as never;
    requests.push({
      at: Date.now(),
      method: request.method,
      url: request.url,
      authorization: request.headers.get("authorization"),
      body,
    });
    const reply = script[Math.min(requests.length - 1, script.length - 1)] as HubSpotReply;
    if (reply.delayMs) await delay(reply.delayMs);
    const responseBody =
      reply.body ??
      (reply.status === 200 || reply.status === 201
        ? successBody(body)
        : {
            status: "error",
            message: `HTTP ${reply.status} from the test`,
            category: "TEST",
          });
    return HttpResponse.json(responseBody as object, { status: reply.status, headers: reply.headers ?? {} });
  });
  return { handler, requests };
}

/** Contact upserts answered from a script; a success returns contact id 901. */
export function scriptedHubSpot(script: HubSpotReply[]) {
  return scriptedEndpoint(HUBSPOT_UPSERT_URL, script, (body: { inputs: { id: string }[] }) =>
    upsertSuccessBody("901", body.inputs[0]?.id ?? ""),
  );
}

/** Note creations answered from a script; a success (HubSpot answers 201) returns note id 7001. */
export function scriptedHubSpotNotes(script: HubSpotReply[]) {
  return scriptedEndpoint(HUBSPOT_NOTES_URL, script, (body: { properties: Record<string, string> }) =>
    noteSuccessBody("7001", body.properties),
  );
}

/** The most requests that fall in any window [t, t + windowMs) of `times` (ms). */
export function maxRequestsInWindow(times: number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let first = 0;
  for (let last = 0; last < sorted.length; last += 1) {
    while ((sorted[last] as number) - (sorted[first] as number) >= windowMs) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

export interface FakeHubSpotRequest {
  at: number;
  kind: "upsert" | "note";
  /** The contact's e-mail (a note's, through the contact it is attached to). */
  email: string;
  status: number;
  retryAfterSeconds?: number;
}

/**
 * HubSpot's contact upsert and note endpoints with state: an upsert by e-mail is idempotent (one
 * contact per e-mail, as in HubSpot), and `down(replies)` makes every request fail with the next of
 * `replies` in turn until `recover()`. Every request is recorded with its answer.
 */
export function fakeHubSpot() {
  const contacts = new Map<string, string>();
  const notes: { contactId: string; body: string }[] = [];
  const requests: FakeHubSpotRequest[] = [];
  let outage: HubSpotReply[] = [];
  let failures = 0;

  function failure(at: number, kind: FakeHubSpotRequest["kind"], email: string) {
    if (outage.length === 0) return undefined;
    const reply = outage[failures % outage.length] as HubSpotReply;
    failures += 1;
    const retryAfter = reply.headers?.["Retry-After"];
    requests.push({
      at,
      kind,
      email,
      status: reply.status,
      ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
    });
    return HttpResponse.json(
      { status: "error", message: `HTTP ${reply.status} from the test`, category: "TEST" },
      { status: reply.status, headers: reply.headers ?? {} },
    );
  }

  const handlers = [
    http.post(HUBSPOT_UPSERT_URL, async ({ request }) => {
      const at = Date.now();
      const body = (await request.json()) as { inputs: { id: string }[] };
      const email = body.inputs[0]?.id ?? "";
      const failed = failure(at, "upsert", email);
      if (failed) return failed;
      const contactId = contacts.get(email) ?? String(1000 + contacts.size);
      contacts.set(email, contactId);
      requests.push({ at, kind: "upsert", email, status: 200 });
      return HttpResponse.json(upsertSuccessBody(contactId, email));
    }),
    http.post(HUBSPOT_NOTES_URL, async ({ request }) => {
      const at = Date.now();
      const body = (await request.json()) as {
        properties: Record<string, string>;
        associations: { to: { id: string } }[];
      };
      const contactId = body.associations[0]?.to.id ?? "";
      const email = [...contacts].find(([, id]) => id === contactId)?.[0] ?? "";
      const failed = failure(at, "note", email);
      if (failed) return failed;
      notes.push({ contactId, body: body.properties.hs_note_body ?? "" });
      requests.push({ at, kind: "note", email, status: 201 });
      return HttpResponse.json(noteSuccessBody(String(7000 + notes.length), body.properties), {
        status: 201,
      });
    }),
  ];

  return {
    handlers,
    contacts,
    notes,
    requests,
    down(replies: HubSpotReply[]) {
      outage = replies;
    },
    recover() {
      outage = [];
    },
  };
}
