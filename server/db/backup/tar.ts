/**
 * The backup file is a plain tar, so an operator can look inside with `tar -tvf` and read its manifest with
 * `tar -xOf FILE manifest.json` (docs/operations/backups.md). npm's own `tar` package writes and reads it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

/** Writes `entries`, in order, as the regular files of a tar at `file`. */
export async function writeTar(file: string, entries: TarEntry[], mtime: Date): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), "harmoni-backup-"));
  try {
    for (const entry of entries) await writeFile(join(folder, entry.name), entry.data, { mode: 0o600 });
    // Portable: no owner names or ids from this machine in the archive.
    await tar.create(
      { file, cwd: folder, portable: true, mtime },
      entries.map((entry) => entry.name),
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A file that is not the tar we write: the operator named the wrong file, or it was cut short. */
export class NotABackupError extends Error {}

/** The regular files of the tar at `file`, by name. */
export async function readTar(file: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  try {
    await tar.list({
      file,
      // Every warning (a damaged header, a truncated body, no tar at all) fails the read.
      strict: true,
      onReadEntry(entry) {
        if (entry.type !== "File") return;
        const chunks: Buffer[] = [];
        entry.on("data", (chunk: Buffer) => chunks.push(chunk));
        entry.on("end", () => files.set(entry.path, Buffer.concat(chunks)));
      },
    });
  } catch (error) {
    throw new NotABackupError(error instanceof Error ? error.message : String(error));
  }
  return files;
}
