// Rewrites relative imports that leave their top-level folder, or climb two folders or more, into the aliases of
// package.json's `imports` (`#app/…`, `#contracts/…`, `#server/…`, `#tests/…`; ADR 043), then lets Biome sort
// and format the files it changed. Re-runnable after a merge: a second run finds nothing to change.
// Usage: `npm run codemod:import-aliases` (rewrites the working tree; prints what it changed).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

export interface Alias {
  /** `#contracts/` */
  prefix: string;
  /** `contracts` */
  folder: string;
  /** The alias maps to `./folder/*.ts`, so the specifier drops `.ts` (the server's code and what it imports). */
  extensionless: boolean;
}

/**
 * Files whose imports are rewritten: the aliased folders, and bench/ (run by tsx only). scripts/ keeps its
 * `../app/…` imports: tsconfig.server.json compiles it, and an alias keeping `.ts` is not rewritten there (TS2877).
 */
const IMPORTER_FOLDERS = new Set(["app", "contracts", "server", "tests", "bench"]);
const IMPORTER_FILE = /\.(ts|tsx|mts)$/;
const VITEST_MODULE_CALL = /^vi\.(mock|doMock|unmock|doUnmock|importActual|importMock)$/;

/** The aliases declared in package.json's `imports`: `#x/*` to `./x/*` or `./x/*.ts`. */
export function aliasesOf(manifest: { imports?: Record<string, string> }): Alias[] {
  return Object.entries(manifest.imports ?? {}).map(([key, target]) => {
    const match = /^#([\w-]+)\/\*$/.exec(key);
    const folder = match?.[1];
    if (!folder || (target !== `./${folder}/*` && target !== `./${folder}/*.ts`)) {
      throw new Error(`package.json imports: ${key} → ${target} is not "#x/*" → "./x/*" or "./x/*.ts".`);
    }
    return { prefix: `#${folder}/`, folder, extensionless: target.endsWith(".ts") };
  });
}

function featureOf(path: string): string | undefined {
  return /^app\/features\/[^/]+\//.exec(path)?.[0];
}

/**
 * The alias for `specifier` as written in `importer` (both relative to the project root), or undefined when it
 * stays as it is: a package or an alias already; a `./x` or single `../x` within the same top-level folder; a
 * climb inside one feature (the lint rules refuse `features/` in an alias); React Router's generated `+types`
 * (found through tsconfig's rootDirs, not in the folder); a target no alias covers, such as a root file.
 */
export function aliasedSpecifier(importer: string, specifier: string, aliases: Alias[]): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  if (specifier.includes("/+types/")) return undefined;
  const target = posix.normalize(posix.join(posix.dirname(importer), specifier));
  const [targetFolder = ""] = target.split("/");
  const alias = aliases.find((candidate) => candidate.folder === targetFolder);
  if (!alias || target === targetFolder) return undefined;
  const climbs = specifier.split("/").filter((segment) => segment === "..").length;
  if (importer.split("/")[0] === targetFolder && climbs < 2) return undefined;
  const feature = featureOf(importer);
  if (feature && target.startsWith(feature)) return undefined;
  const rest = target.slice(targetFolder.length + 1);
  if (!alias.extensionless) return alias.prefix + rest;
  // `./contracts/*.ts` can only name a `.ts` file; anything else keeps its relative path.
  return rest.endsWith(".ts") && !rest.endsWith(".d.ts")
    ? alias.prefix + rest.slice(0, -".ts".length)
    : undefined;
}

interface Specifier {
  /** Offsets of the text between the quotes. */
  start: number;
  end: number;
  text: string;
}

/** Every module specifier of a file: imports, re-exports, `import()`, `import("…")` types and Vitest's module calls. */
export function specifiersOf(path: string, text: string): Specifier[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: Specifier[] = [];
  const visit = (node: ts.Node) => {
    let literal: ts.Node | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal = node.moduleSpecifier;
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      literal = node.argument.literal;
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        VITEST_MODULE_CALL.test(node.expression.getText(source)))
    ) {
      literal = node.arguments[0];
    }
    if (literal && ts.isStringLiteralLike(literal)) {
      found.push({ start: literal.getStart(source) + 1, end: literal.end - 1, text: literal.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file's text with its specifiers aliased, and how many changed. */
export function rewriteImports(
  path: string,
  text: string,
  aliases: Alias[],
): { text: string; changed: number } {
  let result = text;
  let changed = 0;
  // From the end, so earlier offsets stay valid.
  for (const specifier of specifiersOf(path, text).reverse()) {
    const aliased = aliasedSpecifier(path, specifier.text, aliases);
    if (aliased === undefined) continue;
    result = result.slice(0, specifier.start) + aliased + result.slice(specifier.end);
    changed += 1;
  }
  return { text: result, changed };
}

/** Tracked and new (not ignored) files, so a merge's files and a branch's new ones are covered alike. */
function projectFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((path) => IMPORTER_FILE.test(path) && IMPORTER_FOLDERS.has(path.split("/")[0] ?? ""));
}

export function main(root: string): number {
  const aliases = aliasesOf(JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")));
  const changedFiles: string[] = [];
  let changedImports = 0;
  for (const path of new Set(projectFiles(root))) {
    const absolute = resolve(root, path);
    const { text, changed } = rewriteImports(path, readFileSync(absolute, "utf8"), aliases);
    if (changed === 0) continue;
    writeFileSync(absolute, text);
    changedFiles.push(path);
    changedImports += changed;
  }
  if (changedFiles.length > 0) {
    // Aliases sort before relative paths, and a shorter path may fit an import back onto one line.
    execFileSync(
      resolve(root, "node_modules/.bin/biome"),
      ["check", "--write", "--linter-enabled=false", ...changedFiles],
      { cwd: root, stdio: "inherit" },
    );
  }
  console.log(`import-aliases: rewrote ${changedImports} imports in ${changedFiles.length} files`);
  return changedImports;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.cwd());
}
