import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aliasedSpecifier, aliasesOf, main, rewriteImports } from "./import-aliases.ts";

const ROOT = resolve(import.meta.dirname, "..");
const PROJECT = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  imports: Record<string, string>;
};
const ALIASES = aliasesOf(PROJECT);

describe("aliasesOf", () => {
  it("reads package.json's aliases, extensionless where they map to .ts files", () => {
    expect(ALIASES).toEqual([
      { prefix: "#app/", folder: "app", extensionless: false },
      { prefix: "#contracts/", folder: "contracts", extensionless: true },
      { prefix: "#server/", folder: "server", extensionless: true },
      { prefix: "#tests/", folder: "tests", extensionless: false },
    ]);
  });

  it("refuses an alias whose target is another folder", () => {
    expect(() => aliasesOf({ imports: { "#app/*": "./src/*" } })).toThrow(
      'package.json imports: #app/* → ./src/* is not "#x/*" → "./x/*" or "./x/*.ts".',
    );
  });
});

describe("aliasedSpecifier", () => {
  it.each([
    ["app/features/home/hero.tsx", "../../../contracts/api.ts", "#contracts/api"],
    ["app/features/home/hero.tsx", "../../components/ui/button.tsx", "#app/components/ui/button.tsx"],
    ["app/root.tsx", "../contracts/api.ts", "#contracts/api"],
    ["server/routes/public/lead.ts", "../../services/leads.ts", "#server/services/leads"],
    ["server/services/outreach.ts", "../../contracts/outreach-channels.ts", "#contracts/outreach-channels"],
    ["server/services/leads.test.ts", "../../tests/support/db.ts", "#tests/support/db.ts"],
    ["tests/e2e/fixtures.ts", "../../server/app.ts", "#server/app"],
    ["tests/e2e/blog.spec.ts", "../../app/content/blog.ts", "#app/content/blog.ts"],
    ["tests/resilience/postgres/pool.test.ts", "../../support/db.ts", "#tests/support/db.ts"],
    ["bench/processes.ts", "../server/db/client.ts", "#server/db/client"],
  ])("%s: %s becomes %s", (importer, specifier, aliased) => {
    expect(aliasedSpecifier(importer, specifier, ALIASES)).toBe(aliased);
  });

  it.each([
    ["app/features/home/hero.tsx", "./hero-art.tsx", "a sibling"],
    ["app/routes/home.tsx", "../lib/seo.ts", "one level up in the same folder"],
    ["server/services/leads.ts", "../db/schema.ts", "one level up in the same folder"],
    ["app/features/blog/parts/deep/cover.tsx", "../../post.ts", "a climb inside one feature"],
    ["app/routes/admin/sign-in.tsx", "../../+types/root", "React Router's generated types"],
    ["tests/e2e/fixtures.ts", "../../playwright.config.ts", "a root file"],
    ["app/content/blog.ts", "../../scripts/optimize-pages.ts", "a folder without an alias"],
    ["server/services/leads.ts", "../../contracts/data.json", "a file an extensionless alias cannot name"],
    ["app/root.tsx", "react", "a package"],
    ["app/root.tsx", "#contracts/api", "an alias"],
  ])("%s: %s stays (%s)", (importer, specifier) => {
    expect(aliasedSpecifier(importer, specifier, ALIASES)).toBeUndefined();
  });
});

describe("rewriteImports", () => {
  const before = `import { api } from "../../../contracts/api.ts";
import type { Lead } from "../../../contracts/leads.ts";
export { Button } from "../../components/ui/button.tsx";
export * from "../../../contracts/errors.ts";
import "../../../tests/support/setup.ts";
import { sibling } from "./sibling.ts";
const later = () => import("../../lib/analytics.ts");
type Db = typeof import("../../../server/db/client.ts");
vi.mock("../../lib/attribution.ts");
const text = "../../lib/not-an-import.ts";
`;
  const after = `import { api } from "#contracts/api";
import type { Lead } from "#contracts/leads";
export { Button } from "#app/components/ui/button.tsx";
export * from "#contracts/errors";
import "#tests/support/setup.ts";
import { sibling } from "./sibling.ts";
const later = () => import("#app/lib/analytics.ts");
type Db = typeof import("#server/db/client");
vi.mock("#app/lib/attribution.ts");
const text = "../../lib/not-an-import.ts";
`;

  it("aliases every kind of module specifier and nothing else", () => {
    expect(rewriteImports("app/features/home/hero.tsx", before, ALIASES)).toEqual({
      text: after,
      changed: 8,
    });
  });

  it("changes nothing the second time", () => {
    expect(rewriteImports("app/features/home/hero.tsx", after, ALIASES)).toEqual({ text: after, changed: 0 });
  });
});

describe("the codemod on a project", () => {
  let dir: string;
  const files: Record<string, string> = {
    "server/routes/public/lead.ts": [
      'import { storeLead } from "./store.ts";',
      'import { leadSchema } from "../../../contracts/lead.ts";',
      'import { leads } from "../../services/leads.ts";',
      "",
      "export const route = [storeLead, leadSchema, leads];",
      "",
    ].join("\n"),
    "scripts/draw.ts": 'export { figure } from "../app/content/art/figure.ts";\n',
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "import-aliases-"));
    const biome = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
    delete biome.vcs;
    writeFileSync(join(dir, "biome.json"), JSON.stringify(biome));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ imports: PROJECT.imports }));
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
    writeFileSync(join(dir, ".gitignore"), "node_modules\n");
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    execFileSync("git", ["init", "--quiet"], { cwd: dir });
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("rewrites the files' imports and sorts them, aliases before relative paths", () => {
    expect(main(dir)).toBe(2);
    expect(readFileSync(join(dir, "server/routes/public/lead.ts"), "utf8")).toBe(
      [
        'import { leadSchema } from "#contracts/lead";',
        'import { leads } from "#server/services/leads";',
        'import { storeLead } from "./store.ts";',
        "",
        "export const route = [storeLead, leadSchema, leads];",
        "",
      ].join("\n"),
    );
    expect(readFileSync(join(dir, "scripts/draw.ts"), "utf8")).toBe(files["scripts/draw.ts"]);
  });

  it("finds nothing to change when run again", () => {
    const first = readFileSync(join(dir, "server/routes/public/lead.ts"), "utf8");
    expect(main(dir)).toBe(0);
    expect(readFileSync(join(dir, "server/routes/public/lead.ts"), "utf8")).toBe(first);
  });
});
