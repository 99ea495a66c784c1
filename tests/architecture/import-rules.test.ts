import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const BIOME = join(ROOT, "node_modules/.bin/biome");

/**
 * Files laid out like the repository, each importing one thing. The ones named `wrong-*` break a rule
 * of docs/architecture.md ("Import rules"); every other one is allowed.
 */
const FIXTURES: Record<string, string> = {
  "app/features/blog/post.ts": 'export const post = "post";',
  "app/features/home/wrong-feature.ts": 'export { post } from "../blog/post.ts";',
  "app/features/home/wrong-route.ts": 'export { default } from "../../routes/home.tsx";',
  "app/features/home/wrong-server.ts": 'export { buildApp } from "../../../server/app.ts";',
  "app/features/home/own-module.ts": 'export { post } from "./sibling.ts";',
  "app/features/home/shared-ui.ts": 'export { Button } from "../../components/ui/button.tsx";',
  "app/features/home/contract.ts": 'export { api } from "../../../contracts/api.ts";',
  "app/routes/home.ts": 'export { post } from "../features/blog/post.ts";',
  "app/lib/wrong-feature.ts": 'export { post } from "../features/blog/post.ts";',
  "app/content/wrong-feature.ts": 'export { post } from "../features/blog/post.ts";',
  "app/components/ui/wrong-content.ts": 'export { site } from "../../content/site.ts";',
  "app/components/layout/content.ts": 'export { site } from "../../content/site.ts";',
  "server/services/wrong-app.ts": 'export { post } from "../../app/features/blog/post.ts";',
  "server/routes/own-plugin.ts": 'export { noStore } from "../plugins/internal/staff-session.ts";',
  "server/routes/contract.ts": 'export { api } from "../../contracts/api.ts";',
  "contracts/wrong-server.ts": 'export { buildApp } from "../server/app.ts";',
  "contracts/wrong-app.ts": 'export { post } from "../app/features/blog/post.ts";',
  // The same rules through package.json's aliases (ADR 043).
  "app/wrong-server-alias.ts": 'export { buildApp } from "#server/app";',
  "app/features/home/wrong-feature-alias.ts": 'export { post } from "#app/features/blog/post.ts";',
  "app/features/home/wrong-route-alias.ts": 'export { default } from "#app/routes/home.tsx";',
  "app/features/home/wrong-server-alias.ts": 'export { buildApp } from "#server/app";',
  "app/features/home/shared-ui-alias.ts": 'export { Button } from "#app/components/ui/button.tsx";',
  "app/features/home/contract-alias.ts": 'export { api } from "#contracts/api";',
  "app/routes/home-alias.ts": 'export { post } from "#app/features/blog/post.ts";',
  "app/lib/wrong-feature-alias.ts": 'export { post } from "#app/features/blog/post.ts";',
  "app/lib/wrong-server-alias.ts": 'export { buildApp } from "#server/app";',
  "app/content/wrong-route-alias.ts": 'export { default } from "#app/routes/home.tsx";',
  "app/components/ui/wrong-content-alias.ts": 'export { site } from "#app/content/site.ts";',
  "app/components/ui/wrong-layout-alias.ts": 'export { Header } from "#app/components/layout/header.tsx";',
  "app/components/ui/wrong-server-alias.ts": 'export { buildApp } from "#server/app";',
  "app/components/layout/content-alias.ts": 'export { site } from "#app/content/site.ts";',
  "server/services/wrong-app-alias.ts": 'export { post } from "#app/features/blog/post.ts";',
  "server/cli/own-app-alias.ts": 'export { buildApp } from "#server/app";',
  "server/routes/contract-alias.ts": 'export { api } from "#contracts/api";',
  "contracts/wrong-server-alias.ts": 'export { buildApp } from "#server/app";',
  "contracts/wrong-app-alias.ts": 'export { post } from "#app/features/blog/post.ts";',
  "tests/support/crossing-alias.ts": 'export { buildApp } from "#server/app";',
  "tests/e2e/crossing-alias.ts": 'export { site } from "#app/content/site.ts";',
};

let dir: string;
let flagged: Map<string, string[]>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "import-rules-"));
  // The project's own rules; the fixture folder is no git checkout, so Biome reads every file in it.
  const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
  delete config.vcs;
  config.files = { includes: ["**"] };
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  for (const [path, text] of Object.entries(FIXTURES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${text}\n`);
  }
  const { stdout } = await promisify(execFile)(
    BIOME,
    ["lint", "--reporter=json", "--max-diagnostics=none", "."],
    {
      cwd: dir,
    },
  ).catch((error: { stdout: string }) => error);
  const report = JSON.parse(stdout) as {
    diagnostics: { category: string; message: string; location: { path: string } }[];
  };
  flagged = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== "lint/style/noRestrictedImports") continue;
    flagged.set(diagnostic.location.path, [
      ...(flagged.get(diagnostic.location.path) ?? []),
      diagnostic.message,
    ]);
  }
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the import rules, as npm run lint enforces them", () => {
  const paths = Object.keys(FIXTURES);

  it.each(paths.filter((path) => path.split("/").at(-1)?.startsWith("wrong-")))("refuses %s", (path) => {
    expect(flagged.get(path)).toHaveLength(1);
  });

  it.each(paths.filter((path) => !path.split("/").at(-1)?.startsWith("wrong-")))("allows %s", (path) => {
    expect(flagged.get(path)).toBeUndefined();
  });

  it("says which rule was broken and where it is written down", () => {
    expect(flagged.get("app/features/home/wrong-feature.ts")?.[0]).toMatch(
      /^A feature does not import another feature.*docs\/architecture\.md#import-rules/,
    );
    expect(flagged.get("server/services/wrong-app.ts")?.[0]).toMatch(/^server\/ never imports app\//);
  });
});
