import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "#tests/support/child-server.ts";

const folder = mkdtempSync(join(tmpdir(), "harmoni-env-file-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The server as an operator starts it, with its settings in a file (README.md, Configure). */
describe("the variables file", { timeout: 90_000 }, () => {
  let child: ChildServer | undefined;
  afterEach(async () => {
    child?.kill("SIGTERM");
    await child?.exited;
    child = undefined;
  });

  it("is read at start, below the variables set in the environment", async () => {
    const file = join(folder, "studio.env");
    // LOG_LEVEL is set by the environment too (info): were the file's to win, nothing would be logged.
    writeFileSync(file, "PUBLIC_URL=http://from-the-file.lan:3000\nLOG_LEVEL=silent\n");
    child = await startChildServer({
      env: { DATA_DIR: "memory://", NODE_ENV: "production", ENV_FILE: file },
    });
    const warning = await child.waitForLog((line) => String(line.msg).includes("staff sign-in"));
    expect(warning).toMatchObject({ publicUrl: "http://from-the-file.lan:3000" });
  });

  it("stops the server, saying so, when ENV_FILE names a file that is not there", async () => {
    const missing = join(folder, "no-such.env");
    await expect(startChildServer({ env: { DATA_DIR: "memory://", ENV_FILE: missing } })).rejects.toThrow(
      `ENV_FILE is ${missing}, but there is no such file.`,
    );
  });
});
