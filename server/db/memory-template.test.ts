import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { IN_MEMORY_DATA_DIR, MIGRATIONS_FOLDER, openDatabase } from "./client.ts";
import { createMemoryTemplate, templateKey } from "./memory-template.ts";

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
    const first = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    await first.db.execute(
      "insert into sms_opt_outs (phone, opted_out, keyword) values ('+15555550100', true, 'STOP')",
    );
    const second = await openDatabase({ dataDir: IN_MEMORY_DATA_DIR });
    try {
      const applied = await second.db.execute("select count(*)::int as n from drizzle.__drizzle_migrations");
      const journal = (await import("./migrations/meta/_journal.json", { with: { type: "json" } })).default;
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      expect((await second.db.execute("select count(*)::int as n from sms_opt_outs")).rows[0]).toEqual({
        n: 0,
      });
    } finally {
      await first.close();
      await second.close();
    }
  });
});
