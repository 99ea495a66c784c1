import type { Config } from "../../server/config.ts";
import { IN_MEMORY_DATA_DIR } from "../../server/db/client.ts";

/** A server configuration for tests: in-memory database, no client build, quick job polling. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: "test",
    host: "127.0.0.1",
    port: 0,
    logLevel: "silent",
    dataDir: IN_MEMORY_DATA_DIR,
    clientDir: "tests/support/no-client-build",
    bodyLimitBytes: 16_384,
    trustProxy: false,
    hubspot: { timeoutMs: 2_000, retryBaseSeconds: 0.2, maxAttempts: 3 },
    hubspotPacing: { maxRequestsPer10s: 90, retryMaxDelaySeconds: 3600, workers: 1 },
    mail: {
      from: "Harmoni Yoga <hello@harmoniyoga.example>",
      timeoutMs: 2_000,
      retryBaseSeconds: 0.2,
      maxAttempts: 3,
    },
    jobs: { pollSeconds: 0.5 },
    rateLimits: { leadsPerMinute: 10, quotesPerMinute: 10 },
    googleTag: false,
    staff: {
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      loginMaxFailures: 5,
      loginMaxFailuresPerIp: 20,
      loginWindowMinutes: 15,
    },
    twilio: { whatsappTemplates: {}, timeoutMs: 2_000 },
    ...overrides,
  };
}
