import hours from "virtual:studio-settings/responsePromiseHours";
import { promiseHoursText } from "#contracts/response-promise";

/**
 * How soon the site promises a reply, in words: "24 hours" (studio.settings.yaml `responsePromiseHours`, or
 * RESPONSE_PROMISE_HOURS at build). Every page's promise reads it; the server's e-mails and alerts word the
 * same setting with the same helper (docs/product/prices-and-constants.md, Constants).
 */
export const PROMISED_REPLY_TIME = promiseHoursText(hours);
