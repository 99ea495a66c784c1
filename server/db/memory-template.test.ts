import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, IN_MEMORY_DATA_DIR, MIGRATIONS_FOLDER, openDatabase } from "./client.ts";
import { createMemoryTemplate, templateKey } from "./memory-template.ts";
import { smsOptOuts } from "./schema.ts";

const folders: string[] = [];
function scratch(): string {
  const folder = mkdtempSync(join(tmpdir(), "harmoni-template-test-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the in-memory database's template", () => {
  it("is made once for several processes: a second template over the same folder reads the first's copy", async () => {
    const folder = scratch();
    let made = 0;
    const make = async () => {
      made++;
      return new Blob(["a migrated database"]);
    };
    const first = createMemoryTemplate(async () => "key", folder);
    const [a, b] = await Promise.all([first.get(make), first.get(make)]);
    expect(made).toBe(1);
    expect(await a.text()).toBe("a migrated database");
    expect(await b.text()).toBe("a migrated database");

    const secondProcess = createMemoryTemplate(async () => "key", folder);
    expect(await (await secondProcess.get(make)).text()).toBe("a migrated database");
    expect(made).toBe(1);
    expect(readdirSync(folder)).toEqual(["harmoni-pglite-template-key.tar"]);
  });

  it("is made again when a migration changes, never answered by the copy of older ones", async () => {
    const migrations = scratch();
    writeFileSync(join(migrations, "0000_initial.sql"), "create table leads (id int);");
    const before = await templateKey(migrations);
    expect(await templateKey(migrations)).toBe(before);
    writeFileSync(join(migrations, "0000_initial.sql"), "create table leads (id bigint);");
    const edited = await templateKey(migrations);
    writeFileSync(join(migrations, "0001_more.sql"), "create table notes (id int);");
    const added = await templateKey(migrations);
    expect(new Set([before, edited, added]).size).toBe(3);
  });

  it("tries again after a failed attempt instead of keeping the failure", async () => {
    const template = createMemoryTemplate(async () => "key", scratch());
    await expect(template.get(() => Promise.reject(new Error("initdb failed")))).rejects.toThrow(
      "initdb failed",
    );
    expect(await (await template.get(async () => new Blob(["second try"]))).text()).toBe("second try");
  });

  it("opens databases with every migration applied and nothing of another's data", async () => {
    expect(await templateKey(MIGRATIONS_FOLDER)).toMatch(/^[0-9a-f]{24}$/);
    const count = async (database: DatabaseHandle, table: SQL) =>
      ((await database.db.execute(sql`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] })
        .rows[0]?.n;
    const first = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    await first.db.insert(smsOptOuts).values({ phone: "+15555550100", optedOut: true, keyword: "STOP" });
    const second = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    try {
      const journal: { entries: unknown[] } = JSON.parse(
        readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"),
      );
      expect(await count(second, sql`drizzle.__drizzle_migrations`)).toBe(journal.entries.length);
      expect(await count(first, sql`${smsOptOuts}`)).toBe(1);
      expect(await count(second, sql`${smsOptOuts}`)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
