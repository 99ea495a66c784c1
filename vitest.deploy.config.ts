import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:deploy`: the deployment's suites, run against the production build (after `npm run build`) with
 * the real nginx from deploy/. Without nginx installed there is nothing to run them against, so none are included.
 */
export default defineConfig({
  test: {
    environment: "node",
    include: existsSync("/usr/sbin/nginx") ? ["tests/deploy/*.test.ts"] : [],
    passWithNoTests: true,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
