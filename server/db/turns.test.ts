import { describe, expect, it } from "vitest";
import { IN_MEMORY_DATA_DIR, openDatabase } from "./client.ts";
import { createTurns } from "./turns.ts";

/** A turn that lasts until `end()` is called, so the test decides what is waiting meanwhile. */
function heldTurn() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  let started = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  return {
    work: async () => {
      started();
      await ended;
    },
    running,
    end,
  };
}

describe("turns on the embedded database's one connection", () => {
  it("gives waiting requests' work the next turns, and runs the background work queued before it afterwards", async () => {
    const turns = createTurns({ maxBackgroundWaitMs: Number.POSITIVE_INFINITY });
    const order: string[] = [];
    const held = heldTurn();
    const first = turns.run("request", held.work);
    await held.running;
    const background = turns.run("background", async () => void order.push("background"));
    const requests = ["request 1", "request 2"].map((name) =>
      turns.run("request", async () => void order.push(name)),
    );
    held.end();
    await Promise.all([first, background, ...requests]);
    expect(order).toEqual(["request 1", "request 2", "background"]);
  });

  it("gives background work that has waited its longest the next turn, even while requests wait", async () => {
    let now = 0;
    const turns = createTurns({ maxBackgroundWaitMs: 1_000, now: () => now });
    const order: string[] = [];
    const held = heldTurn();
    const first = turns.run("request", held.work);
    await held.running;
    const background = turns.run("background", async () => void order.push("background"));
    now = 1_000;
    const request = turns.run("request", async () => void order.push("request"));
    held.end();
    await Promise.all([first, background, request]);
    expect(order).toEqual(["background", "request"]);
  });

  it("runs one turn at a time, and a turn that fails frees the connection for the next", async () => {
    const turns = createTurns({ maxBackgroundWaitMs: 1_000 });
    let running = 0;
    let mostAtOnce = 0;
    const work = async () => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await Promise.resolve();
      running -= 1;
    };
    const failing = turns.run("request", async () => {
      throw new Error("the statement failed");
    });
    const all = Array.from({ length: 6 }, (_, index) =>
      turns.run(index % 2 ? "request" : "background", work),
    );
    await expect(failing).rejects.toThrow("the statement failed");
    await Promise.all(all);
    expect(mostAtOnce).toBe(1);
  });

  it("on PGlite, a background transaction waits for requests' queries queued after it, then commits", async () => {
    const database = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    try {
      const order: string[] = [];
      const held = heldTurn();
      const first = database.transaction(held.work);
      await held.running;
      const background = database.background.transaction(async ({ db }) => {
        await db.execute("create table delivered (id int)");
        await db.execute("insert into delivered values (1)");
        order.push("background");
      });
      const request = database.db.execute("select 1").then(() => order.push("request"));
      held.end();
      await Promise.all([first, background, request]);
      expect(order).toEqual(["request", "background"]);
      const stored = (await database.db.execute("select count(*)::int as rows from delivered")) as {
        rows: { rows: number }[];
      };
      expect(stored.rows[0]?.rows).toBe(1);
    } finally {
      await database.close();
    }
  });
});
