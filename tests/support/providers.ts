import { Registry } from "prom-client";
import { createProviderHealth, type ProviderHealth } from "#server/services/provider-health";

/** Provider health for a suite that registers /readyz on its own, with no provider configured. */
export function noProviders(): ProviderHealth {
  return createProviderHealth(new Registry(), { hubspot: false, smtp: false, twilio: false });
}
