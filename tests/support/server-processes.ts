import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll } from "vitest";
import { type ChildServer, startChildServer } from "./child-server.ts";
import { type PostgresTestDatabase, postgresTestDatabase } from "./db.ts";

export interface ServerProcesses {
  /** A fresh PostgreSQL database, set up before the suite and dropped after it. */
  readonly database: PostgresTestDatabase;
  /** Where the fake HubSpot in every server process appends what it was sent. */
  readonly hubspotLog: string;
  /** A connection of the test's own, to read what the servers stored. */
  readonly direct: pg.Client;
  /** Starts a server process on the suite's database with the fake HubSpot preloaded; killed after the test. */
  start(env: Record<string, string>): Promise<ChildServer>;
}

/**
 * For suites that run the server as real processes (signals, crashes) on a fresh PostgreSQL database,
 * with HubSpot faked inside each process (tests/support/hubspot-child.ts).
 */
export function setUpServerProcesses(name: string): ServerProcesses {
  const database = postgresTestDatabase();
  const folder = mkdtempSync(join(tmpdir(), `harmoni-${name}-`));
  const hubspotLog = join(folder, "hubspot.jsonl");
  const running: ChildServer[] = [];
  let direct: pg.Client | undefined;

  beforeAll(async () => {
    await database.setup();
    direct = new pg.Client({ connectionString: database.url });
    await direct.connect();
  });
  afterEach(async () => {
    const children = running.splice(0);
    for (const child of children) child.kill("SIGKILL");
    await Promise.all(children.map((child) => child.exited));
  });
  afterAll(async () => {
    await direct?.end();
    await database.teardown();
    rmSync(folder, { recursive: true, force: true });
  });

  return {
    database,
    hubspotLog,
    get direct() {
      if (!direct)
        throw new Error("setUpServerProcesses: the connection opens in beforeAll; use it in a test");
      return direct;
    },
    async start(env) {
      const child = await startChildServer({
        env: { DATABASE_URL: database.url, HUBSPOT_FAKE_LOG: hubspotLog, ...env },
        preload: ["./tests/support/hubspot-child.ts"],
      });
      running.push(child);
      return child;
    },
  };
}
