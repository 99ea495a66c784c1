import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, StaticFilesTooLargeError } from "./static-files.ts";

describe("loadStaticFiles", () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "harmoni-static-"));
    mkdirSync(join(root, "assets"));
    writeFileSync(join(root, "index.html"), "x".repeat(100));
    writeFileSync(join(root, "index.html.gz"), "g".repeat(20));
    writeFileSync(join(root, "assets", "app.js"), "y".repeat(50));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("counts every byte it holds, variants included", async () => {
    const site = await loadStaticFiles(root, 1_000);
    expect(site.bytes).toBe(170);
    expect([...site.files.keys()].sort()).toEqual(["/assets/app.js", "/index.html"]);
    expect(site.files.get("/index.html")?.gzip?.body.length).toBe(20);
    expect(site.files.get("/index.html")?.br).toBeUndefined();
  });

  it("refuses a build larger than the limit", async () => {
    await expect(loadStaticFiles(root, 169)).rejects.toThrow(StaticFilesTooLargeError);
    await expect(loadStaticFiles(root, 169)).rejects.toThrow(
      "the client build holds 170 bytes, more than the 169 bytes allowed in memory",
    );
  });
});
