#!/usr/bin/env node
// Writes .br (max quality) and .gz (level 9) beside each text file of the client build, so the server
// sends precompressed bytes instead of compressing on every request. Small or incompressible files
// are left alone.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".data",
]);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export async function compressClient(root) {
  let written = 0;
  for await (const path of files(root)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    const source = await readFile(path);
    const variants = [
      [
        ".br",
        await brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ],
      [".gz", await gz(source, { level: 9 })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= source.length) continue;
      await writeFile(path + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

const root = resolve(process.argv[2] ?? "build/client");
const written = await compressClient(root);
console.log(`compress-client: wrote ${written} precompressed files in ${root}`);
