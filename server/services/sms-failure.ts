import { DeliveryError } from "./delivery.ts";
import { TwilioError } from "./twilio.ts";

/** Twilio's refusal of an SMS as a delivery failure: only an outage, a rate limit or no answer is worth a retry. */
export function smsFailure(to: string, error: unknown): unknown {
  if (!(error instanceof TwilioError)) return error;
  const retryable = error.status === undefined || error.status === 429 || error.status >= 500;
  return new DeliveryError(`SMS to ${to}: ${error.message}`, retryable, error.status);
}
