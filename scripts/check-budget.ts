// Fails the build when the home page's initial JavaScript or CSS, gzipped, outgrows budget.config.json.
// "Initial" means what the browser fetches before the page is interactive: module scripts (external and
// the modules inline scripts import), modulepreload links, every static import those modules pull in,
// and stylesheets. Dynamic import() targets load later and do not count.
// Usage: `tsx scripts/check-budget.ts [clientDir] [--config budget.config.json]`; without a clientDir it weighs
// $BUILD_DIR/client, the build react-router.config.ts wrote (benchmarks and parallel work build elsewhere).
import { readFile } from "node:fs/promises";
import { join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export interface Budget {
  /** The page to weigh, relative to the client directory. */
  page: string;
  maxInitialJsGzipBytes: number;
  maxCssGzipBytes: number;
}

export interface AssetSize {
  path: string;
  raw: number;
  gzip: number;
}

export interface PageWeight {
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  cssGzip: number;
}

export interface BudgetResult {
  weight: PageWeight;
  /** One plain sentence per exceeded limit; empty when the page fits. */
  failures: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LINK = /<link\b([^>]*)>/gi;
const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
/** `import "x"`, `import {a} from "x"`, `export * from "x"` in minified ES modules; not `import("x")`. */
const STATIC_IMPORT = /(?:^|[\s;}])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+)["']\s*\)/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = "", double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? "");
  }
  return attributes;
}

function isLocal(url: string): boolean {
  return url.startsWith("/") && !url.startsWith("//");
}

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map(([, specifier = ""]) => specifier);
}

/** The JS entry points and stylesheets a page's HTML references, as URL paths. */
export function pageReferences(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [, attributeSource = "", body = ""] of html.matchAll(SCRIPT)) {
    const attributes = attributesOf(attributeSource);
    if (attributes.get("type") !== "module") continue;
    const src = attributes.get("src");
    // An inline module runs as the page loads, so even what it imports dynamically (the entry) is initial.
    if (src) js.push(src);
    else js.push(...specifiers(body, STATIC_IMPORT), ...specifiers(body, DYNAMIC_IMPORT));
  }
  for (const [, attributeSource = ""] of html.matchAll(LINK)) {
    const attributes = attributesOf(attributeSource);
    const rel = attributes.get("rel");
    const href = attributes.get("href");
    if (!href) continue;
    if (rel === "modulepreload") js.push(href);
    else if (rel === "stylesheet") css.push(href);
  }
  return { js: js.filter(isLocal), css: css.filter(isLocal) };
}

async function sizeOf(clientDir: string, path: string): Promise<{ size: AssetSize; code: string }> {
  const bytes = await readFile(join(clientDir, path));
  return {
    size: { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length },
    code: bytes.toString(),
  };
}

/** Every JS file reachable by static imports from `entries`, each counted once, in discovery order. */
async function reachableJs(clientDir: string, entries: string[]): Promise<AssetSize[]> {
  const seen = new Set<string>();
  const sizes: AssetSize[] = [];
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    const { size, code } = await sizeOf(clientDir, path);
    sizes.push(size);
    for (const specifier of specifiers(code, STATIC_IMPORT)) {
      if (specifier.startsWith(".")) queue.push(posix.join(posix.dirname(path), specifier));
      else if (isLocal(specifier)) queue.push(specifier);
    }
  }
  return sizes;
}

const sum = (sizes: AssetSize[]) => sizes.reduce((total, size) => total + size.gzip, 0);

export async function measurePage(clientDir: string, page: string): Promise<PageWeight> {
  const html = await readFile(join(clientDir, page), "utf8");
  const references = pageReferences(html);
  const js = await reachableJs(clientDir, references.js);
  const css = await Promise.all(
    [...new Set(references.css)].map(async (path) => (await sizeOf(clientDir, path)).size),
  );
  return { js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

export async function checkBudget(clientDir: string, budget: Budget): Promise<BudgetResult> {
  const weight = await measurePage(clientDir, budget.page);
  const failures: string[] = [];
  if (weight.jsGzip > budget.maxInitialJsGzipBytes) {
    failures.push(
      `${budget.page} loads ${weight.jsGzip} bytes of JavaScript gzipped, over the budget of ${budget.maxInitialJsGzipBytes}.`,
    );
  }
  if (weight.cssGzip > budget.maxCssGzipBytes) {
    failures.push(
      `${budget.page} loads ${weight.cssGzip} bytes of CSS gzipped, over the budget of ${budget.maxCssGzipBytes}.`,
    );
  }
  return { weight, failures };
}

/** Thrown when a page outgrows its budget; `failures` holds one sentence per exceeded limit. */
export class BudgetExceededError extends Error {
  constructor(readonly failures: string[]) {
    super(`Over the performance budget in budget.config.json: ${failures.join(" ")}`);
    this.name = "BudgetExceededError";
  }
}

/** Weighs the configured page, prints the report and throws BudgetExceededError when it is over budget. */
export async function enforceBudget(clientDir: string, configPath = "budget.config.json"): Promise<void> {
  const budget = JSON.parse(await readFile(resolve(configPath), "utf8")) as Budget;
  const result = await checkBudget(clientDir, budget);
  console.log(formatReport(result, budget));
  if (result.failures.length > 0) throw new BudgetExceededError(result.failures);
}

export function formatReport({ weight }: BudgetResult, budget: Budget): string {
  const row = (label: string, raw: number, gzip: number) =>
    `${label.padEnd(48)} ${String(raw).padStart(8)} B  gzip ${String(gzip).padStart(7)} B`;
  const total = (sizes: AssetSize[]) => sizes.reduce((all, size) => all + size.raw, 0);
  return [
    `Initial load of ${budget.page}`,
    ...[...weight.js, ...weight.css].map((size) => row(`  ${size.path}`, size.raw, size.gzip)),
    row(
      `JS (${weight.js.length} files, budget ${budget.maxInitialJsGzipBytes})`,
      total(weight.js),
      weight.jsGzip,
    ),
    row(
      `CSS (${weight.css.length} files, budget ${budget.maxCssGzipBytes})`,
      total(weight.css),
      weight.cssGzip,
    ),
  ].join("\n");
}

async function main(args: string[]): Promise<number> {
  const configIndex = args.indexOf("--config");
  const configPath = configIndex === -1 ? "budget.config.json" : args[configIndex + 1];
  if (!configPath) throw new Error("--config needs a file name");
  const positional =
    configIndex === -1
      ? args
      : args.filter((_, index) => Math.abs(index - configIndex) > 1 || index < configIndex);
  const clientDir = positional.find((arg) => !arg.startsWith("--"));
  try {
    await enforceBudget(resolve(clientDir ?? join(process.env.BUILD_DIR ?? "build", "client")), configPath);
    return 0;
  } catch (error) {
    if (!(error instanceof BudgetExceededError)) throw error;
    for (const failure of error.failures) console.error(`check-budget: ${failure}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
