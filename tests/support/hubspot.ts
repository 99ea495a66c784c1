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
