import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

const nginx = existsSync("/usr/sbin/nginx");
/** The topology (two instances on one PostgreSQL sharing Redis) needs both servers, as the database suites do. */
const servers = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

/**
 * `npm run test:deploy`: the deployment's suites, run against the production build (after `npm run build`) with
 * the real nginx from deploy/. Without nginx installed there is nothing to run them against, so none are included.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: nginx ? ["tests/deploy/*.test.ts"] : [],
    exclude: servers ? [] : ["tests/deploy/topology.test.ts"],
    passWithNoTests: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
