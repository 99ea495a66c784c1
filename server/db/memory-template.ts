import { createHash, randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A throwaway in-memory database (`DATA_DIR=memory://`) starts as a copy of an empty, fully migrated one
 * instead of running initdb and every migration again: the test suites open several hundred of them, and
 * initdb alone takes seconds on a busy machine where loading a copy takes a fraction of that (ADR 042).
 *
 * The copy is made once per set of migrations and PGlite version and kept in the system's temporary folder,
 * so the processes of one test run (and the next run) share it; within a process it is read once. Its name
 * is a hash of what made it, so a changed migration can never be answered by an old copy.
 */
export interface MemoryTemplate {
  /** The copy for these migrations, made with `make` (which returns a PGlite data-folder dump) if missing. */
  get(make: () => Promise<Blob>): Promise<Blob>;
}

/** What made a copy: the migrations' files and the PGlite release whose data-folder format it is in. */
export async function templateKey(migrationsFolder: string): Promise<string> {
  const engine = await readFile(new URL("../package.json", import.meta.resolve("@electric-sql/pglite")));
  const hash = createHash("sha256").update(engine);
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith(".sql") && !file.endsWith(".json")) continue;
    hash.update(file).update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 24);
}

export function createMemoryTemplate(key: () => Promise<string>, folder: string = tmpdir()): MemoryTemplate {
  let copy: Promise<Blob> | undefined;

  async function readOrMake(make: () => Promise<Blob>): Promise<Blob> {
    const file = join(folder, `harmoni-pglite-template-${await key()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const made = await make();
      // Written beside its final name and renamed, so another process never reads half a copy.
      const partial = `${file}.${randomBytes(6).toString("hex")}`;
      try {
        await writeFile(partial, Buffer.from(await made.arrayBuffer()));
        await rename(partial, file);
      } catch {
        await rm(partial, { force: true });
      }
      return made;
    }
  }

  return {
    get(make) {
      copy ??= readOrMake(make).catch((error: unknown) => {
        copy = undefined;
        throw error;
      });
      return copy;
    },
  };
}
