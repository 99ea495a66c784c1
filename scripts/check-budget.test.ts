import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Budget, BudgetExceededError, checkBudget, enforceBudget } from "./check-budget.ts";

const FILES: Record<string, string> = {
  "assets/manifest.js": "window.__manifest={routes:{}};".repeat(20),
  "assets/entry.js": 'import{a as b}from"./chunk.js";b("entry");'.repeat(10),
  "assets/chunk.js": 'export*from"./icons.js";export const a=(x)=>import("./dialog.js");'.repeat(5),
  "assets/icons.js": "export const icon='<svg/>';".repeat(8),
  "assets/route.js": 'import"./chunk.js";export default function Home(){}'.repeat(3),
  "assets/dialog.js": "export const dialog=1;".repeat(400),
  "assets/unused.js": "export const unused=1;".repeat(400),
  "assets/site.css": "body{margin:0}".repeat(50),
};
const HTML = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/site.css"/>
<link rel="stylesheet" href="https://fonts.example/font.css"/>
<link rel="modulepreload" href="/assets/route.js"/>
<link rel="preload" as="image" href="/hero.svg"/>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body><h1>home</h1>
<script>window.__context = {};</script>
<script type="module" async="">import "/assets/manifest.js";
import * as route0 from "/assets/route.js";
import("/assets/entry.js");</script>
</body></html>`;
const INITIAL_JS = ["manifest.js", "route.js", "entry.js", "chunk.js", "icons.js"];

const gzipSize = (name: string) => gzipSync(FILES[`assets/${name}`] ?? "", { level: 9 }).length;
const initialJsGzip = INITIAL_JS.reduce((total, name) => total + gzipSize(name), 0);
const cssGzip = gzipSize("site.css");

describe("check-budget", () => {
  let clientDir: string;
  const budget = (js: number, css: number): Budget => ({
    page: "index.html",
    maxInitialJsGzipBytes: js,
    maxCssGzipBytes: css,
  });

  beforeAll(() => {
    // A build directory's layout: the pages and assets under client/.
    clientDir = join(mkdtempSync(join(tmpdir(), "harmoni-budget-")), "client");
    mkdirSync(join(clientDir, "assets"), { recursive: true });
    writeFileSync(join(clientDir, "index.html"), HTML);
    for (const [path, content] of Object.entries(FILES)) writeFileSync(join(clientDir, path), content);
  });
  afterAll(() => rmSync(dirname(clientDir), { recursive: true, force: true }));

  it("weighs the page's scripts, preloads and their static imports, once each, but not lazy chunks", async () => {
    const { weight } = await checkBudget(clientDir, budget(1e6, 1e6));
    expect(weight.js.map((file) => file.path)).toEqual(INITIAL_JS.map((name) => `/assets/${name}`));
    expect(weight.js.map((file) => file.gzip)).toEqual(INITIAL_JS.map(gzipSize));
    expect(weight.js[0]?.raw).toBe(FILES["assets/manifest.js"]?.length);
    expect(weight.jsGzip).toBe(initialJsGzip);
    expect(weight.css.map((file) => file.path)).toEqual(["/assets/site.css"]);
    expect(weight.cssGzip).toBe(cssGzip);
  });

  it("passes a page exactly at its budget", async () => {
    const result = await checkBudget(clientDir, budget(initialJsGzip, cssGzip));
    expect(result.failures).toEqual([]);
  });

  it("names every limit the page exceeds", async () => {
    const result = await checkBudget(clientDir, budget(initialJsGzip - 1, cssGzip - 1));
    expect(result.failures).toEqual([
      `index.html loads ${initialJsGzip} bytes of JavaScript gzipped, over the budget of ${initialJsGzip - 1}.`,
      `index.html loads ${cssGzip} bytes of CSS gzipped, over the budget of ${cssGzip - 1}.`,
    ]);
  });

  const configFile = (config: Budget) => {
    const configPath = join(clientDir, "budget.json");
    writeFileSync(configPath, JSON.stringify(config));
    return configPath;
  };

  it("throws a BudgetExceededError naming the exceeded limit for the build to stop on", async () => {
    await expect(
      enforceBudget(clientDir, configFile(budget(initialJsGzip, cssGzip))),
    ).resolves.toBeUndefined();
    const over = enforceBudget(clientDir, configFile(budget(initialJsGzip, cssGzip - 1)));
    await expect(over).rejects.toBeInstanceOf(BudgetExceededError);
    await expect(over).rejects.toMatchObject({
      failures: [`index.html loads ${cssGzip} bytes of CSS gzipped, over the budget of ${cssGzip - 1}.`],
    });
  });

  it("exits non-zero from the command line when over budget, zero when within", async () => {
    const run = (config: Budget) =>
      promisify(execFile)(
        "node",
        ["--import", "tsx", "scripts/check-budget.ts", clientDir, "--config", configFile(config)],
        { encoding: "utf8" },
      );
    const within = await run(budget(initialJsGzip, cssGzip));
    expect(within.stdout).toContain(`JS (5 files, budget ${initialJsGzip})`);
    expect(within.stderr).toBe("");

    const over = run(budget(initialJsGzip - 1, cssGzip));
    await expect(over).rejects.toMatchObject({
      code: 1,
      stderr: `check-budget: index.html loads ${initialJsGzip} bytes of JavaScript gzipped, over the budget of ${initialJsGzip - 1}.\n`,
    });
  });

  it("weighs $BUILD_DIR/client when no directory is given", async () => {
    const { stdout } = await promisify(execFile)(
      "node",
      ["--import", "tsx", "scripts/check-budget.ts", "--config", configFile(budget(1e6, 1e6))],
      { encoding: "utf8", env: { ...process.env, BUILD_DIR: dirname(clientDir) } },
    );
    expect(stdout).toContain(`JS (5 files, budget 1000000)`);
  });
});
