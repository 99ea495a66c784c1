import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppEnvironment, buildApp } from "#server/app";
import type { Config } from "#server/config";
import { testConfig } from "./config.ts";
import type { TestDatabase } from "./db.ts";

export interface TestAppOptions {
  /** Fields that differ from testConfig() for this suite. */
  config?: Partial<Config>;
  /** Keep PGlite's data in a folder so apps built again see it, as after a process restart. */
  persistent?: boolean;
  /** The server's clock; SUITE_NOW unless the suite is about time. */
  now?: AppEnvironment["now"];
  /** Where the app's log lines go, for suites that read them. */
  logStream?: AppEnvironment["logStream"];
}

/**
 * When API suites run as far as the server can tell: noon in San Francisco (20:00 UTC, 15:00 in New York),
 * where the suites' numbers ring, so quiet hours (contracts/quiet-hours.ts) never depend on the hour the
 * tests happen to run at.
 */
export const SUITE_NOW = new Date("2026-01-15T20:00:00Z");

export interface TestApp {
  /** The suite's app; built in beforeAll, so read it only inside hooks and tests. */
  readonly app: FastifyInstance;
  /** Builds another app on the suite's database; the caller closes it. */
  build(overrides?: Partial<Config>): Promise<FastifyInstance>;
  /**
   * Closes the app, runs `whileDown`, then builds the app again as a restarted process would,
   * with `overrides` when its settings changed meanwhile.
   */
  restart(whileDown?: () => Promise<void>, overrides?: Partial<Config>): Promise<void>;
}

/**
 * Gives a `describe` block its own database and app: both set up in beforeAll
 * and torn down in afterAll, so suites cannot see each other's data.
 */
export function useTestApp(database: TestDatabase, options: TestAppOptions = {}): TestApp {
  let current: FastifyInstance | undefined;

  function build(overrides: Partial<Config> = {}) {
    const databaseConfig = options.persistent ? database.persistentConfig() : database.config();
    return buildApp(testConfig({ ...databaseConfig, ...options.config, ...overrides }), {
      now: options.now ?? (() => SUITE_NOW),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
  }

  beforeAll(async () => {
    await database.setup();
    current = await build();
  });
  afterAll(async () => {
    await current?.close();
    await database.teardown();
  });

  return {
    get app() {
      if (!current) throw new Error("useTestApp: the app is built in beforeAll; read it in a hook or test");
      return current;
    },
    build,
    async restart(whileDown, overrides) {
      await current?.close();
      current = undefined;
      await whileDown?.();
      current = await build(overrides);
    },
  };
}
