import { readFile, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

const CHUNK_FILES_PREFIX = "virtual:chunk-files:";
const CHUNK_FILES_MARKER = "__HARMONI_CHUNK_FILES__:";
/** Beside the client directory, not in it: what the build hands on to the pages it rewrites, never served. */
const CHUNK_FILES_RECORD = "chunk-files.json";

/**
 * After a client build into `buildDirectory`, the URLs `virtual:chunk-files:` gave for `module` (an absolute
 * path): for a prerendered page that wants them before any of the app's code has run (docs/decisions/051).
 */
export async function builtChunkFiles(buildDirectory: string, module: string): Promise<string[]> {
  const record: Record<string, string[]> = JSON.parse(
    await readFile(join(buildDirectory, CHUNK_FILES_RECORD), "utf8"),
  );
  const files = record[module];
  if (!files) throw new Error(`The client build gave no chunk files for ${module}.`);
  return files;
}

/**
 * `import files from "virtual:chunk-files:./x.tsx"` (relative to the importer): the URLs of the chunk built for
 * that module and of every chunk it imports statically, so a page can have the browser fetch a
 * lazily loaded module into its cache (`<link rel="prefetch">`) well before it runs it. The names exist only once the
 * bundle is written: the module gives a marker, which the finished chunks get the list in place of. Any change
 * to those chunks changes the name of the lazy chunk, and with it the importing chunk's own name. In
 * development, and in the server build (which prerenders the pages and preloads nothing), the list is empty
 * (docs/decisions/051).
 */
export function chunkFiles(): Plugin {
  let building = false;
  const record: Record<string, string[]> = {};
  return {
    name: "harmoni:chunk-files",
    configResolved(config) {
      building = config.command === "build";
    },
    resolveId(id, importer) {
      if (!id.startsWith(CHUNK_FILES_PREFIX) || !importer) return null;
      return `\0${CHUNK_FILES_PREFIX}${resolve(dirname(importer), id.slice(CHUNK_FILES_PREFIX.length))}`;
    },
    load(id) {
      if (!id.startsWith(`\0${CHUNK_FILES_PREFIX}`)) return null;
      const module = id.slice(CHUNK_FILES_PREFIX.length + 1);
      return `export default ${building ? JSON.stringify(`${CHUNK_FILES_MARKER}${module}`) : "[]"};`;
    },
    generateBundle(_options, bundle) {
      const client = this.environment.config.consumer === "client";
      const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
      const filesOf = (module: string): string[] => {
        const entry = chunks.find((chunk) => chunk.facadeModuleId === module);
        if (!entry && client) throw new Error(`${module} has no chunk of its own to preload.`);
        if (!entry) return [];
        const files = new Set<string>();
        const queue = [entry.fileName];
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          if (files.has(file)) continue;
          files.add(file);
          queue.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
        }
        return [...files].map((file) => `/${file}`);
      };
      const marker = new RegExp(`(["'\`])${CHUNK_FILES_MARKER}([^"'\`]+)\\1`, "g");
      for (const chunk of chunks) {
        chunk.code = chunk.code.replace(marker, (_literal, _quote, module: string) => {
          const files = filesOf(module);
          if (client) record[module] = files;
          return JSON.stringify(files);
        });
      }
    },
    async writeBundle(options) {
      if (this.environment.config.consumer !== "client" || !options.dir) return;
      await writeFile(join(options.dir, "..", CHUNK_FILES_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    },
  };
}
