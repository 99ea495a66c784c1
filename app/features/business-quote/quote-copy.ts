import { PROMISED_REPLY_TIME } from "#app/content/response-promise.ts";
/** The quote dialog's fixed texts; the spec gives the thank-you, toast and failure lines verbatim. */
export const QUOTE_DIALOG_TITLE = "Get a quote for your team";
export const QUOTE_DIALOG_INTRO =
  "Tell us a little about your team and we'll put together a plan of live 30-minute sessions, with a price to match.";
export const QUOTE_SUBMIT_LABEL = "Request my quote";
export const QUOTE_THANK_YOU_TITLE = "Thank You!";
export const QUOTE_THANK_YOU_TEXT = `Our team will contact you with a tailored quote within ${PROMISED_REPLY_TIME}.`;
export const QUOTE_SUCCESS_TOAST = "Thank you! We'll send your quote soon.";
export const QUOTE_SUCCESS_TOAST_MS = 5000;
export const QUOTE_FAILURE_MESSAGE = "Something went wrong. Please try again later.";
