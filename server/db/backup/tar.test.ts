import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NotABackupError, readTar, writeTar } from "./tar.ts";

const folder = mkdtempSync(join(tmpdir(), "harmoni-tar-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const entries = [
  { name: "manifest.json", data: Buffer.from('{"format":"harmoni-backup"}\n') },
  { name: "pgdata.tar.gz", data: Buffer.alloc(1_300, 7) },
];

/** docs/operations/backups.md tells operators to read a backup with tar itself. */
describe("the backup file's tar", () => {
  it("is a tar that GNU tar lists and extracts", async () => {
    const file = join(folder, "backup.tar");
    await writeTar(file, entries, new Date("2026-11-27T03:00:00Z"));
    const listing = execFileSync("tar", ["-tvf", file], { encoding: "utf8" });
    expect(listing).toMatch(/ 28 2026-11-27 \d\d:00 manifest\.json\n/);
    expect(listing).toMatch(/ 1300 2026-11-27 \d\d:00 pgdata\.tar\.gz\n/);
    expect(execFileSync("tar", ["-xOf", file, "manifest.json"], { encoding: "utf8" })).toBe(
      '{"format":"harmoni-backup"}\n',
    );
  });

  it("reads back what it wrote, and refuses a file cut short or not a tar", async () => {
    const file = join(folder, "round-trip.tar");
    await writeTar(file, entries, new Date());
    const files = await readTar(file);
    expect([...files.keys()]).toEqual(["manifest.json", "pgdata.tar.gz"]);
    expect(files.get("pgdata.tar.gz")?.equals(entries[1]?.data as Buffer)).toBe(true);
    const cutShort = join(folder, "cut-short.tar");
    writeFileSync(cutShort, readFileSync(file).subarray(0, 1_000));
    await expect(readTar(cutShort)).rejects.toThrow(NotABackupError);
    const notATar = join(folder, "not-a-tar.json");
    writeFileSync(notATar, "{}\n".repeat(400));
    await expect(readTar(notATar)).rejects.toThrow(NotABackupError);
  });
});
