import { Counter, Gauge, type Registry } from "prom-client";
import type { ProviderCheck } from "#contracts/readiness";

export const PROVIDERS = ["hubspot", "smtp", "twilio"] as const;
export type Provider = (typeof PROVIDERS)[number];

/**
 * How one call to a provider ended: `ok`; `refused`, the provider answered and turned down this one request (an
 * invalid number, a contact HubSpot will not take), so it is working; `failed`, the provider could not do its part
 * for anyone (unreachable, timed out, 5xx, rate-limited, our credentials refused).
 */
export type CallOutcome = "ok" | "refused" | "failed";

/** What a provider's client reports after each call it made. */
export interface ProviderCalls {
  record(outcome: CallOutcome): void;
}

export interface ProviderHealth {
  calls(provider: Provider): ProviderCalls;
  /** Each provider's state for /readyz: `off` without settings, else `failing` while its last call failed. */
  checks(): Record<Provider, ProviderCheck>;
}

const STATES: readonly ProviderCheck[] = ["ok", "failing", "off"];

/**
 * Each provider's health as this process saw it, from the outcome of its last call (kept in memory: an instance
 * that has not called a provider since it started reports it `ok`). Counted in `harmoni_provider_calls_total` and
 * shown as the state set `harmoni_provider_state` (docs/operations/metrics.md).
 */
export function createProviderHealth(
  registry: Registry,
  configured: Record<Provider, boolean>,
): ProviderHealth {
  const failing = new Set<Provider>();
  const state = (provider: Provider): ProviderCheck => {
    if (!configured[provider]) return "off";
    return failing.has(provider) ? "failing" : "ok";
  };
  const calls = new Counter({
    name: "harmoni_provider_calls_total",
    help: "Calls to HubSpot, SMTP and Twilio by outcome: ok, refused (this request turned down) or failed (the provider could not serve it).",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "harmoni_provider_state",
    help: "1 for each provider's current state: ok, failing (its last call failed) or off (not configured).",
    labelNames: ["provider", "state"] as const,
    registers: [registry],
    collect() {
      for (const provider of PROVIDERS) {
        for (const candidate of STATES) {
          this.set({ provider, state: candidate }, state(provider) === candidate ? 1 : 0);
        }
      }
    },
  });
  return {
    calls: (provider) => ({
      record(outcome) {
        calls.inc({ provider, outcome });
        if (outcome === "failed") failing.add(provider);
        else failing.delete(provider);
      },
    }),
    checks: () =>
      Object.fromEntries(PROVIDERS.map((provider) => [provider, state(provider)])) as Record<
        Provider,
        ProviderCheck
      >,
  };
}
