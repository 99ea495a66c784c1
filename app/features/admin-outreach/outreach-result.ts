import { ApiError, type StaffCall } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { type ApiRequest, apiFailureSchema } from "#contracts/endpoint";
import { OUTREACH_NETWORK_ERROR, type OutreachSent, outreachErrorText } from "#contracts/outreach";
import {
  type OutreachChannel,
  type OutreachRequest,
  outreachSuccessText,
} from "#contracts/outreach-channels";
import { QUIET_HOURS_OVERRIDE_FIELD } from "#contracts/quiet-hours";
import { leadPagePath } from "#contracts/staff-pages";

/**
 * What a send ends in on screen: the spec's words, as good or bad news, and the lead the server linked
 * it to by its number or address, when the tool was not opened for one.
 */
export interface OutreachResult {
  tone: "success" | "error";
  text: string;
  linkedLead?: { name: string; pagePath: string };
}

/**
 * The server held a call or message back because it is outside the client's calling hours (its clock
 * saw what this browser's did not yet): staff are asked, in the server's words.
 */
export interface QuietHoursQuestion {
  tone: "confirm";
  text: string;
}

const networkError: OutreachResult = { tone: "error", text: OUTREACH_NETWORK_ERROR };

/** The server's own success text (it carries the dry-run mark), or the spec's words when it gave none. */
export function resultFromAnswer(channel: OutreachChannel, answer: OutreachSent): OutreachResult {
  const text =
    answer.message.trim() ||
    outreachSuccessText(channel, {
      dryRun: answer.dryRun,
      ...(answer.call_sid ? { callSid: answer.call_sid } : {}),
    });
  const { linkedLead } = answer;
  return {
    tone: "success",
    text,
    ...(linkedLead
      ? { linkedLead: { name: linkedLead.name, pagePath: leadPagePath(linkedLead.kind, linkedLead.id) } }
      : {}),
  };
}

/**
 * A refusal with the server's reason ('Error: …'), or its question when the send needs staff's confirmation;
 * no answer or one that is not ours is a network fault.
 */
export function resultFromError(error: unknown): OutreachResult | QuietHoursQuestion {
  if (error instanceof ApiError && error.kind === "http") {
    const failure = apiFailureSchema.safeParse(error.body);
    if (failure.success && error.status === 409 && failure.data.field === QUIET_HOURS_OVERRIDE_FIELD) {
      return { tone: "confirm", text: failure.data.message };
    }
    if (failure.success) return { tone: "error", text: outreachErrorText(failure.data.message) };
  }
  return networkError;
}

/** Sends one outreach request and turns whatever happens into the result to show. */
export async function sendOutreach<C extends OutreachChannel>(
  call: StaffCall,
  channel: C,
  request: OutreachRequest<C>,
): Promise<OutreachResult | QuietHoursQuestion> {
  const endpoint: api.OutreachEndpoint<C> = api.outreach[channel];
  try {
    // The request's type follows the channel, which the compiler cannot narrow inside a generic.
    const body = { body: request } as ApiRequest<api.OutreachEndpoint<C>>;
    return resultFromAnswer(channel, await call(endpoint, body));
  } catch (error) {
    console.error(`${endpoint.path} did not send`, error);
    return resultFromError(error);
  }
}
