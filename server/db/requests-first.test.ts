import { describe, expect, it } from "vitest";
import { createRequestsFirst } from "./requests-first.ts";

/** Longer than any test here; a non-finite wait would be clamped to 1 ms by setTimeout. */
const NO_TIMEOUT_IN_TEST_MS = 60 * 60_000;

/** Work that lasts until `end()` is called, so the test decides what is open meanwhile. */
function heldWork() {
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { work: () => ended, end };
}

describe("background transactions on PostgreSQL step aside for requests'", () => {
  it("starts background work at once when no request's transaction is open", async () => {
    const gate = createRequestsFirst({ maxBackgroundWaitMs: NO_TIMEOUT_IN_TEST_MS });
    await expect(gate.run("background", async () => "done")).resolves.toBe("done");
  });

  it("holds background work while a request's transaction is open, and starts it when the last one ends", async () => {
    const gate = createRequestsFirst({ maxBackgroundWaitMs: NO_TIMEOUT_IN_TEST_MS });
    const order: string[] = [];
    const first = heldWork();
    const second = heldWork();
    const requests = [gate.run("request", first.work), gate.run("request", second.work)];
    const background = gate.run("background", async () => void order.push("background"));
    first.end();
    await requests[0];
    await new Promise((resolve) => setImmediate(resolve));
    order.push("first request ended");
    second.end();
    await Promise.all([...requests, background]);
    expect(order).toEqual(["first request ended", "background"]);
  });

  it("starts background work once it has waited the longest wait, even while requests keep coming", async () => {
    const gate = createRequestsFirst({ maxBackgroundWaitMs: 30 });
    const held = heldWork();
    const request = gate.run("request", held.work);
    const started = performance.now();
    await gate.run("background", async () => undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    held.end();
    await request;
  });

  it("does not hold requests for background work, and a failed request still lets background work start", async () => {
    const gate = createRequestsFirst({ maxBackgroundWaitMs: NO_TIMEOUT_IN_TEST_MS });
    const held = heldWork();
    const open = gate.run("request", held.work);
    const failed = gate.run("request", async () => {
      throw new Error("constraint violated");
    });
    await expect(failed).rejects.toThrow("constraint violated");
    const waiting = gate.run("background", async () => "background ran");
    held.end();
    await open;
    await expect(waiting).resolves.toBe("background ran");
  });
});
