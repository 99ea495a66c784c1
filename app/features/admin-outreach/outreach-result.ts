import { z } from "zod";
import {
  OUTREACH_NETWORK_ERROR,
  type OutreachChannel,
  outreachErrorText,
  outreachSuccessText,
} from "../../../contracts/outreach.ts";
import { ApiError } from "../../lib/api.ts";

/** What a send ends in on screen: the spec's words, as good or bad news. */
export interface OutreachResult {
  tone: "success" | "error";
  text: string;
}

/** POSTs JSON to an admin endpoint with the session's credentials; throws ApiError like postJson. */
export type AdminPost = (url: string, body: unknown) => Promise<unknown>;

export const OUTREACH_ENDPOINTS: Record<OutreachChannel, string> = {
  call: "/api/twilio-bridge-call",
  sms: "/api/send-custom-sms",
  email: "/api/send-custom-email",
  whatsapp: "/api/send-whatsapp-message",
};

const answerSchema = z.discriminatedUnion("success", [
  z.object({
    success: z.literal(true),
    message: z.string().optional(),
    dryRun: z.boolean().optional(),
    call_sid: z.string().optional(),
  }),
  z.object({ success: z.literal(false), message: z.string().optional() }),
]);

const failureSchema = z.object({ success: z.literal(false), message: z.string().optional() });

const networkError: OutreachResult = { tone: "error", text: OUTREACH_NETWORK_ERROR };

/**
 * A JSON answer the server gave: on success its own `message` (it carries the dry-run mark), on
 * `success: false` 'Error: {message}', and anything else counts as a server fault.
 */
export function resultFromAnswer(channel: OutreachChannel, answer: unknown): OutreachResult {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return networkError;
  const reply = parsed.data;
  if (!reply.success) return { tone: "error", text: outreachErrorText(reply.message) };
  const text =
    reply.message?.trim() ||
    outreachSuccessText(channel, {
      dryRun: reply.dryRun ?? false,
      ...(reply.call_sid ? { callSid: reply.call_sid } : {}),
    });
  return { tone: "success", text };
}

/** A refusal with the server's reason ('Error: …'); no answer or one that is not ours is a network fault. */
export function resultFromError(error: unknown): OutreachResult {
  if (error instanceof ApiError && error.kind === "http") {
    const failure = failureSchema.safeParse(error.body);
    if (failure.success) return { tone: "error", text: outreachErrorText(failure.data.message) };
  }
  return networkError;
}

/** Sends one outreach request and turns whatever happens into the result to show. */
export async function sendOutreach(
  post: AdminPost,
  channel: OutreachChannel,
  request: unknown,
): Promise<OutreachResult> {
  const endpoint = OUTREACH_ENDPOINTS[channel];
  try {
    const result = resultFromAnswer(channel, await post(endpoint, request));
    if (result.tone === "error") console.error(`${endpoint} did not send`, result.text);
    return result;
  } catch (error) {
    console.error(`${endpoint} failed`, error);
    return resultFromError(error);
  }
}
