import { describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import { testConfig } from "#tests/support/config.ts";
import { postgresTestDatabase } from "#tests/support/db.ts";

/** Rounds of two instances starting at once on an empty database: the deadlock showed in 7 of 10. */
const ROUNDS = 10;

/**
 * Two instances of a release started together on one empty PostgreSQL, as replicas are: both migrate, create
 * pg-boss's queues and see that the first staff account is still to be made (docs/architecture.md, Database).
 */
describe("two instances started together on an empty PostgreSQL", { timeout: 300_000 }, () => {
  it(`both start, ${ROUNDS} times out of ${ROUNDS}`, async () => {
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const database = postgresTestDatabase();
      await database.setup();
      const base = testConfig(database.config());
      // As deployed: every replica has the first account's settings, and the first to start creates it.
      const config = {
        ...base,
        staff: {
          ...base.staff,
          bootstrap: { username: "studio.owner", password: "first owner's long password" },
        },
      };
      const started = await Promise.allSettled([buildApp(config), buildApp(config)]);
      for (const outcome of started) {
        if (outcome.status === "rejected") failures.push(`round ${round + 1}: ${String(outcome.reason)}`);
      }
      await Promise.all(
        started.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value.close()] : [])),
      );
      await database.teardown();
    }
    expect(failures).toEqual([]);
  });
});
