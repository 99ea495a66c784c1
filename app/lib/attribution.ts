import { clipText } from "#contracts/clip-text";
import type { Attribution } from "#contracts/lead";

const STORAGE_KEY = "harmoni-yoga:landing-attribution";
const MAX_URL = 2048;
const MAX_UTM = 200;

const UTM_FIELDS = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
] as const;

/**
 * What the landing page tells us about where the visitor came from: the path and query they landed on,
 * an external referrer, and the UTM parameters. Same-site referrers say nothing, so they are dropped. Values are
 * cut to the contract's limits, so a long campaign URL can never make a lead invalid.
 */
export function landingAttribution(landingUrl: URL, referrer: string): Attribution {
  const attribution: Attribution = {
    landingPage: clipText(`${landingUrl.pathname}${landingUrl.search}`, MAX_URL),
  };
  if (referrer) {
    try {
      if (new URL(referrer).origin !== landingUrl.origin) attribution.referrer = clipText(referrer, MAX_URL);
    } catch {
      // Not a URL: nothing useful to keep.
    }
  }
  for (const [param, field] of UTM_FIELDS) {
    const value = landingUrl.searchParams.get(param)?.trim();
    if (value) attribution[field] = clipText(value, MAX_UTM);
  }
  return attribution;
}

/** Adds the page the visitor is on when they submit. */
export function withCurrentPage(landing: Attribution | undefined, currentUrl: URL): Attribution {
  return { ...landing, page: clipText(`${currentUrl.pathname}${currentUrl.search}`, MAX_URL) };
}

/** Storage can be missing or throw (privacy modes, disabled cookies); attribution is then skipped. */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the landing details once per tab session; later page loads in the same tab keep the first.
 * Takes the URL and referrer as read at landing: this module loads lazily, after a client navigation may
 * already have changed the location.
 */
export function rememberLandingAttribution(landingUrl: string, referrer: string): void {
  const store = sessionStore();
  if (!store) return;
  try {
    if (store.getItem(STORAGE_KEY) !== null) return;
    const landing = landingAttribution(new URL(landingUrl), referrer);
    store.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Quota or access errors: attribution is a nice-to-have, the visit goes on without it.
  }
}

/**
 * The landing details kept for this tab session, as stored: callers check them against the contract,
 * so a stale or edited entry can never make a lead invalid. Kept free of zod, so capturing attribution
 * on every page costs no validation library.
 */
export function storedLandingAttribution(): unknown {
  try {
    const raw = sessionStore()?.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}
