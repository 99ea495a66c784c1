import { delay, HttpResponse, http } from "msw";

export const HUBSPOT_UPSERT_URL = "https://api.hubapi.com/crm/v3/objects/contacts/batch/upsert";

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

/**
 * Answers HubSpot upserts from a script (the last entry repeats) and records every request,
 * so tests can assert exactly what the SDK sent and when.
 */
export function scriptedHubSpot(script: HubSpotReply[]) {
  const requests: RecordedRequest[] = [];
  const handler = http.post(HUBSPOT_UPSERT_URL, async ({ request }) => {
    const body = (await request.json()) as { inputs: { id: string }[] };
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
      (reply.status === 200
        ? upsertSuccessBody("901", body.inputs[0]?.id ?? "")
        : {
            status: "error",
            message: `HTTP ${reply.status} from the test`,
            category: "TEST",
          });
    return HttpResponse.json(responseBody as object, { status: reply.status, headers: reply.headers ?? {} });
  });
  return { handler, requests };
}
