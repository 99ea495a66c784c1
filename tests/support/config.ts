import { type Config, loadConfig } from "../../server/config.ts";
import { IN_MEMORY_DATA_DIR } from "../../server/db/client.ts";

/**
 * A server configuration for tests, read by the real parser from the variables a test machine would
 * set: in-memory database, no client build, silent logs, short timeouts and retries, quick job polling.
 */
const TEST_ENVIRONMENT = {
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "silent",
  DATA_DIR: IN_MEMORY_DATA_DIR,
  CLIENT_DIR: "tests/support/no-client-build",
  HUBSPOT_TIMEOUT_MS: "2000",
  HUBSPOT_RETRY_BASE_SECONDS: "0.2",
  HUBSPOT_MAX_ATTEMPTS: "3",
  HUBSPOT_WORKERS: "1",
  MAIL_TIMEOUT_MS: "2000",
  MAIL_RETRY_BASE_SECONDS: "0.2",
  MAIL_MAX_ATTEMPTS: "3",
  JOB_POLL_SECONDS: "0.5",
  TWILIO_TIMEOUT_MS: "2000",
};

/** The test configuration with the fields a suite changes. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(TEST_ENVIRONMENT), ...overrides };
}
