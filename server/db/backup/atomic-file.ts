import { existsSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { dirname } from "node:path";
import { BackupError } from "./backup-error.ts";

async function flush(path: string) {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Has `write` fill a temporary file beside `path`, flushes it to disk and renames it into place, so `path` is
 * either absent or complete: a backup cut short by a crash or a full disk is never mistaken for a good one.
 */
export async function writeAtomically(
  path: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  // A backup never replaces a file: an operator's older backup is worth more than a name clash.
  if (existsSync(path)) throw new BackupError(`${path} already exists; name another file.`);
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.partial`;
  try {
    await write(temporary);
    await flush(temporary);
    await rename(temporary, path);
    await flush(dirname(path));
  } finally {
    await rm(temporary, { force: true });
  }
}
