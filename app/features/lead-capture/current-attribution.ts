import { storedLandingAttribution, withCurrentPage } from "#app/lib/attribution.ts";
import { type Attribution, attributionSchema } from "#contracts/lead";

/** The attribution sent with a lead: the session's landing details (if still valid) plus the current page. */
export function currentAttribution(): Attribution {
  const landing = attributionSchema.safeParse(storedLandingAttribution());
  return withCurrentPage(landing.success ? landing.data : undefined, new URL(window.location.href));
}
