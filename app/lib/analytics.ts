import { site } from "../content/site.ts";

/**
 * Google Ads conversion tracking, only when the studio settings name a conversion target
 * (`analytics.adsConversionSendTo`, "AW-123456789/AbCdEf"). Nothing is loaded or sent otherwise.
 */

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** The tag's account id: the part of the send-to value before the '/'. */
export function adsAccountId(sendTo: string): string {
  return sendTo.split("/")[0] ?? "";
}

export function leadConversionEvent(sendTo: string) {
  return { send_to: sendTo, value: 1, currency: "INR" } as const;
}

const GTAG_SCRIPT_ID = "google-ads-gtag";

/**
 * Installs gtag once and loads Google's script for the account. Calls made before the script
 * arrives wait in `window.dataLayer`, which is also where tests observe them.
 */
function ensureGtag(sendTo: string): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = window.dataLayer ?? [];
  window.dataLayer = dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  const gtag: Gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: the gtag.js protocol requires the arguments object
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  const accountId = adsAccountId(sendTo);
  gtag("js", new Date());
  gtag("config", accountId);
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement("script");
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(accountId)}`;
    document.head.appendChild(script);
  }
  return gtag;
}

/**
 * Loads the tag after the page is up, so it never competes with the first paint, and early enough
 * that it sees the ad click id in the landing URL.
 */
export function loadAdsTag(sendTo: string = site.adsConversionSendTo): void {
  if (!sendTo || typeof window === "undefined") return;
  const load = () => ensureGtag(sendTo);
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1);
}

/** Reports a submitted lead as an ads conversion (value 1, INR); a no-op when not configured. */
export function trackLeadConversion(sendTo: string = site.adsConversionSendTo): void {
  if (!sendTo || typeof window === "undefined") return;
  ensureGtag(sendTo)("event", "conversion", leadConversionEvent(sendTo));
}
