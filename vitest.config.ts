import { defineConfig } from "vitest/config";
import { chunkFiles } from "./scripts/vite-chunk-files.ts";
import { studioSettingsPlugin } from "./scripts/vite-studio-settings.ts";

export default defineConfig({
  // App modules import the studio settings the way the build gives them (studio.settings.yaml), and the lead modal's
  // chunk list, empty outside a build (scripts/vite-chunk-files.ts).
  plugins: [studioSettingsPlugin(), chunkFiles()],
  test: {
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "contracts/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/architecture/*.test.ts",
      "tests/facts/*.test.{ts,tsx}",
      "tests/resilience/*.test.ts",
      // Suites that need a real PostgreSQL server (a TCP proxy in front of it, load on its pool).
      ...(process.env.TEST_DATABASE_URL ? ["tests/resilience/postgres/*.test.ts"] : []),
    ],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each API test file runs its own embedded PostgreSQL (PGlite) and job workers; two machines' worth
    // of cores is plenty, more only thrashes.
    maxWorkers: 2,
  },
});
