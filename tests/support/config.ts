import { type Config, loadConfig } from "#server/config";
import { IN_MEMORY_DATA_DIR } from "#server/db/client";

/**
 * A fixed key for two-factor secrets, so servers on PostgreSQL (which requires one) and restarted ones open
 * the secrets they sealed.
 */
export const TEST_TOTP_ENCRYPTION_KEYS = `test:${Buffer.alloc(32, 7).toString("base64")}`;

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
  TOTP_ENCRYPTION_KEYS: TEST_TOTP_ENCRYPTION_KEYS,
};

/** The test configuration with the fields a suite changes. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(TEST_ENVIRONMENT), ...overrides };
}
