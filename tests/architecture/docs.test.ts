import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import type { Endpoint } from "#contracts/endpoint";

/**
 * The docs are checked where they name something the code can answer for: links and the sections that code
 * comments cite, the HTTP API table against contracts/api.ts, the table list against the schema, and the
 * decision records' numbering. docs/architecture.md, "Docs that are checked", says what each check is for.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const markdownFiles = tracked.filter((path) => path.endsWith(".md"));

/** GitHub's heading anchors: lower case, punctuation other than hyphens dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");
}

function headingsOf(path: string): string[] {
  return [...read(path).matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? "").trim());
}

describe("links between documents", () => {
  const links = markdownFiles.flatMap((file) =>
    [...read(file).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? "")
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => ({ file, target })),
  );

  it("finds the links it checks", () => {
    expect(links.length).toBeGreaterThan(50);
  });

  it.each(links)("$file → $target resolves to a file and a heading", ({ file, target }) => {
    const [path = "", anchor] = target.split("#");
    const resolved = path ? normalize(join(dirname(file), path)) : file;
    expect(existsSync(join(root, resolved)), `${resolved} exists`).toBe(true);
    if (anchor && resolved.endsWith(".md")) {
      expect(headingsOf(resolved).map(anchorOf)).toContain(anchor);
    }
  });
});

describe("sections cited from code and docs", () => {
  /** "docs/x.md, Section name", possibly quoted and wrapped onto the next comment line. */
  const citation = /`?(docs\/[\w/.-]+\.md)`?, ["“]?([A-Z][^\n]*)(?:\n[ \t]*(?:\*|\/\/|#)?[ \t]*([^\n]*))?/g;
  const sources = tracked.filter((path) => /\.(ts|tsx|mjs|css|md)$/.test(path));
  const citations = sources
    .flatMap((file) =>
      [...read(file).matchAll(citation)].map((match) => ({
        file,
        doc: match[1] ?? "",
        text: `${match[2] ?? ""} ${match[3] ?? ""}`.replace(/\s+/g, " "),
      })),
    )
    .filter(({ text }) => !/^(Section name|ADR \d)/.test(text));

  it("finds the citations it checks", () => {
    expect(citations.length).toBeGreaterThan(40);
  });

  it.each(citations)("$file cites $doc, $text", ({ doc, text }) => {
    expect(existsSync(join(root, doc)), `${doc} exists`).toBe(true);
    const headings = headingsOf(doc);
    expect(
      headings.some((heading) => text.startsWith(heading)),
      `a heading of ${doc} begins "${text.slice(0, 60)}"`,
    ).toBe(true);
  });
});

function endpointsOf(value: unknown): Endpoint[] {
  if (value && typeof value === "object" && "path" in value && "method" in value) return [value as Endpoint];
  return value && typeof value === "object" ? Object.values(value).flatMap(endpointsOf) : [];
}

/** The rows of the Markdown table whose first header cell is `firstHeader`, as arrays of cells. */
function tableRows(markdown: string, firstHeader: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`| ${firstHeader} `));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

describe("docs/architecture.md", () => {
  const architecture = read("docs/architecture.md");

  it("lists every endpoint of contracts/api.ts once in the HTTP API table, and no other", () => {
    const documented = tableRows(architecture, "Method and path").map(([cell = ""]) =>
      cell.replace(/`/g, ""),
    );
    const contract = Object.values(api)
      .flatMap(endpointsOf)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...new Set(contract)].sort());
  });

  it("gives owners' endpoints the group owner", () => {
    const groups = new Map(
      tableRows(architecture, "Method and path").map(([cell = "", group = ""]) => [
        cell.replace(/`/g, ""),
        group,
      ]),
    );
    for (const endpoint of Object.values(api).flatMap(endpointsOf)) {
      const group = groups.get(`${endpoint.method} ${endpoint.path}`);
      expect(group === "owner", `${endpoint.method} ${endpoint.path} is in group ${group}`).toBe(
        endpoint.access === "owner",
      );
    }
  });

  it("names every table of server/db/schema.ts in its Database section", () => {
    const section = architecture.slice(
      architecture.indexOf("## Database"),
      architecture.indexOf("\n- **PGlite**"),
    );
    const named = new Set([...section.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]));
    const tables = [...read("server/db/schema.ts").matchAll(/pgTable\(\s*"([a-z_]+)"/g)].map(
      (match) => match[1],
    );
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !named.has(table))).toEqual([]);
  });
});

describe("docs/decisions", () => {
  it("numbers its records without a gap the index does not explain", () => {
    const numbers = readdirSync(join(root, "docs/decisions"))
      .map((file) => /^(\d{3})-/.exec(file)?.[1])
      .filter((number): number is string => number !== undefined && number !== "000")
      .map(Number)
      .sort((a, b) => a - b);
    const index = read("docs/decisions/README.md");
    const last = numbers.at(-1) ?? 0;
    for (let number = 1; number <= last; number += 1) {
      const padded = String(number).padStart(3, "0");
      if (numbers.includes(number)) {
        expect(index, `the index links ADR ${padded}`).toContain(`[${padded}](${padded}-`);
      } else {
        expect(index, `the index explains the missing ADR ${padded}`).toMatch(
          new RegExp(`\\| ${padded} +\\|`),
        );
      }
    }
  });
});
