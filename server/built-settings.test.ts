import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readStudioSettings } from "#contracts/studio-settings-file";
import { testConfig } from "#tests/support/config.ts";
import { buildApp } from "./app.ts";
import { checkBuiltSettings } from "./built-settings.ts";

let buildDir: string;
let clientDir: string;

beforeEach(() => {
  buildDir = mkdtempSync(join(tmpdir(), "built-settings-"));
  clientDir = join(buildDir, "client");
  mkdirSync(clientDir);
});

afterEach(() => {
  rmSync(buildDir, { recursive: true, force: true });
});

/** What `npm run build` records beside the client it built. */
function builtWith(env: Record<string, string>) {
  writeFileSync(join(buildDir, "studio-settings.json"), JSON.stringify(readStudioSettings(env)));
}

describe("the server and the settings the pages were built with", () => {
  it("refuses to start when its RESPONSE_PROMISE_HOURS is not the promise the pages make", async () => {
    builtWith({});
    const config = testConfig({ clientDir, studio: readStudioSettings({ RESPONSE_PROMISE_HOURS: "6" }) });
    await expect(buildApp(config)).rejects.toThrow(
      `The site in ${buildDir} was built with other studio settings than this server's:\n` +
        "  - responsePromiseHours: the pages promise 24, the server 6\n" +
        "Build the site again (npm run build) with the same settings file and RESPONSE_PROMISE_HOURS as the " +
        "server, or start the server with the ones the site was built with.",
    );
  });

  it("names every setting of another studio's file the pages do not show", async () => {
    builtWith({});
    const other = readStudioSettings({ STUDIO_SETTINGS: "tests/support/other-studio.settings.yaml" });
    await expect(checkBuiltSettings(clientDir, other)).rejects.toThrow(
      /^The site in .+ was built with other studio settings than this server's:\n {2}- sampleData: .+\n {2}- responsePromiseHours: the pages promise 24, the server 6\n {2}- tagline: .+\n {2}- phone: the pages show other values than the server's settings file\n/,
    );
  });

  it("starts when the settings agree, and when there is no client build to disagree with", async () => {
    builtWith({ RESPONSE_PROMISE_HOURS: "6" });
    await expect(
      checkBuiltSettings(clientDir, readStudioSettings({ RESPONSE_PROMISE_HOURS: "6" })),
    ).resolves.toBeUndefined();
    rmSync(join(buildDir, "studio-settings.json"));
    await expect(checkBuiltSettings(clientDir, readStudioSettings({}))).resolves.toBeUndefined();
  });
});
