// Writes the compiled server's own package.json beside it: `tsx scripts/write-server-package.ts build/node`.
// tsc leaves `#contracts/api` and `#server/…` as they are (ADR 043), and Node resolves them through the nearest
// package.json: this one maps each extensionless alias of the project's package.json from its `.ts` sources to
// the `.js` files tsc wrote. The aliases that keep their extension (`#app/*`, `#tests/*`) never reach the server.
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

interface Manifest {
  imports?: Record<string, string>;
}

/** The compiled server's manifest, derived from the project's: ES modules, extensionless aliases to `.js`. */
export function serverPackage(project: Manifest) {
  const imports: Record<string, string> = {};
  for (const [alias, target] of Object.entries(project.imports ?? {})) {
    if (target.endsWith("/*.ts")) imports[alias] = `${target.slice(0, -".ts".length)}.js`;
  }
  return { private: true, type: "module", imports };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = process.argv[2];
  if (!outDir)
    throw new Error("Usage: tsx scripts/write-server-package.ts <the folder tsc wrote the server to>");
  const project = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as Manifest;
  writeFileSync(join(outDir, "package.json"), `${JSON.stringify(serverPackage(project), null, 2)}\n`);
}
