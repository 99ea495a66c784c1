import { defineConfig } from "vitest/config";

// Tests of the deployment artefacts in deploy/ that need the production build: run after `npm run build`,
// with `npx vitest run --config vitest.deploy.config.ts`.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/deploy/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
