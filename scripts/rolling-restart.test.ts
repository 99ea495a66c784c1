import { describe, expect, it } from "vitest";
import { RollingRestartError, rollingRestart } from "./rolling-restart.ts";

/** Instances as the script sees them: ready or not, and what it did to them, in order. */
function fleet(ready: Record<string, boolean>) {
  const done: string[] = [];
  return {
    done,
    steps: {
      instances: Object.keys(ready),
      async restart(instance: string) {
        done.push(`restart ${instance}`);
        ready[instance] = true;
      },
      async ready(instance: string) {
        return ready[instance] === true;
      },
      timeoutMs: 1_000,
      settleMs: 0,
    },
  };
}

describe("npm run rolling-restart", () => {
  it("restarts the instances one after the other, in the order given", async () => {
    const { done, steps } = fleet({ "127.0.0.1:3000": true, "127.0.0.1:3001": true });
    await rollingRestart(steps);
    expect(done).toEqual(["restart 127.0.0.1:3000", "restart 127.0.0.1:3001"]);
  });

  it("restarts nothing while another instance is not ready, and says which", async () => {
    const { done, steps } = fleet({ "127.0.0.1:3000": true, "127.0.0.1:3001": false });
    await expect(rollingRestart(steps)).rejects.toThrow(
      new RollingRestartError("127.0.0.1:3001 is not ready: restarting 127.0.0.1:3000 now would leave none."),
    );
    expect(done).toEqual([]);
  });

  it("stops at an instance that does not come back ready", async () => {
    const { done, steps } = fleet({ "127.0.0.1:3000": true, "127.0.0.1:3001": true });
    await expect(
      rollingRestart({
        ...steps,
        restart: async (instance) => void done.push(`restart ${instance}`),
        ready: async (instance) => instance !== "127.0.0.1:3000" || done.length === 0,
      }),
    ).rejects.toThrow("127.0.0.1:3000 was not ready 1 s after its restart.");
    expect(done).toEqual(["restart 127.0.0.1:3000"]);
  });
});
