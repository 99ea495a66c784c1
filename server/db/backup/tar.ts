/**
 * The few lines of POSIX ustar that a backup file needs: regular files only, names under 100 bytes. A backup is a
 * plain tar so an operator can look inside with `tar -tvf` and read its manifest with `tar -xOf FILE manifest.json`
 * (docs/operations/backups.md).
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Uint8Array;
}

function field(header: Buffer, offset: number, length: number, value: string) {
  header.write(value, offset, length, "ascii");
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header(entry: TarEntry, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  field(block, 0, 100, entry.name);
  field(block, 100, 8, octal(0o600, 8));
  field(block, 108, 8, octal(0, 8));
  field(block, 116, 8, octal(0, 8));
  field(block, 124, 12, octal(entry.data.byteLength, 12));
  field(block, 136, 12, octal(Math.floor(mtime.getTime() / 1000), 12));
  field(block, 148, 8, "        ");
  field(block, 156, 1, "0");
  field(block, 257, 8, "ustar\u000000");
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return block;
}

/** The archive of `entries` in order, ending with the two empty blocks tar expects. */
export function writeTar(entries: TarEntry[], mtime: Date): Buffer[] {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    parts.push(header(entry, mtime), data, Buffer.alloc((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return parts;
}

/** A file that is not the tar we write: the operator named the wrong file, or it was cut short. */
export class NotABackupError extends Error {}

/** The regular files of a tar archive by name. */
export function readTar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return files;
    if (block.toString("ascii", 257, 262) !== "ustar") throw new NotABackupError("not a tar archive");
    const name = block.toString("ascii", 0, 100).replace(/\0.*$/s, "");
    const size = Number.parseInt(block.toString("ascii", 124, 136).replace(/\0.*$/s, ""), 8);
    const start = offset + BLOCK;
    if (!Number.isSafeInteger(size) || start + size > archive.length) {
      throw new NotABackupError(`${name} is cut short`);
    }
    if (block.toString("ascii", 156, 157) === "0") files.set(name, archive.subarray(start, start + size));
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new NotABackupError("the archive has no end");
}
