/**
 * The response promise in words, as every page, e-mail and alert states it: "24 hours", "6 hours", "1 hour"
 * (docs/product/prices-and-constants.md, Constants). The hours come from the studio settings'
 * `responsePromiseHours` or RESPONSE_PROMISE_HOURS.
 */
export function promiseHoursText(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
