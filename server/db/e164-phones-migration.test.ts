import { describe, expect, it } from "vitest";
import { toE164 } from "#contracts/phone";
import { testDatabases } from "#tests/support/db.ts";
import { migrationStatements, runMigration, useDatabaseBefore } from "#tests/support/migration-steps.ts";
import { typedPhones } from "#tests/support/typed-phones.ts";

const MIGRATION = "0008_e164_phones";

/** Stored before the migration, and what it leaves in each. */
const LEAD_PHONES: [before: string, after: string][] = [
  ["4155550128", "+14155550128"],
  ["14155550129", "+14155550129"],
  ["+14155550130", "+14155550130"],
  ["919876543210", "+919876543210"],
  ["09876543211", "+919876543211"],
  ["+919876543212", "+919876543212"],
  ["9870123456", "+919870123456"],
  ["1155550128", "1155550128"],
];
const QUOTE_PHONES: [before: string, after: string][] = [
  ["(415) 555-0131", "+14155550131"],
  ["415.555.0132", "+14155550132"],
  ["+91 98765 43213", "+919876543213"],
  ["0044 20 7946 0958", "+442079460958"],
  ["", ""],
  ["call the front desk", "call the front desk"],
  ["020 7946 0958", "020 7946 0958"],
];

for (const database of testDatabases()) {
  describe(`migration ${MIGRATION} (${database.name})`, () => {
    const migrating = useDatabaseBefore(database, MIGRATION);

    it("stores the phones of earlier leads and quote requests in E.164 and leaves unreadable ones as typed", async () => {
      for (const [index, [phone]] of LEAD_PHONES.entries()) {
        await migrating().query("insert into leads (name, email, phone) values ($1, $2, $3)", [
          `Lead ${index}`,
          `lead${index}@example.com`,
          phone,
        ]);
      }
      for (const [index, [phone]] of QUOTE_PHONES.entries()) {
        await migrating().query(
          "insert into quote_requests (company, contact, email, phone, team_size) values ($1, $2, $3, $4, 20)",
          [`Company ${index}`, `Contact ${index}`, `quote${index}@example.com`, phone],
        );
      }

      await runMigration(migrating(), MIGRATION);

      const leads = await migrating().query<{ name: string; phone: string }>("select name, phone from leads");
      expect(Object.fromEntries(leads.map((row) => [row.name, row.phone]))).toEqual(
        Object.fromEntries(LEAD_PHONES.map(([, after], index) => [`Lead ${index}`, after])),
      );
      const quotes = await migrating().query<{ company: string; phone: string }>(
        "select company, phone from quote_requests",
      );
      expect(Object.fromEntries(quotes.map((row) => [row.company, row.phone]))).toEqual(
        Object.fromEntries(QUOTE_PHONES.map(([, after], index) => [`Company ${index}`, after])),
      );
      const [leftover] = await migrating().query<{ count: number }>(
        "select count(*)::int as count from pg_proc where proname = 'harmoni_e164_0008'",
      );
      expect(leftover?.count).toBe(0);
    });

    it("reads every phone as toE164() does: the same number, or left untouched when it cannot tell", async () => {
      const [createFunction] = migrationStatements(MIGRATION);
      await migrating().query(createFunction ?? "");
      const values = typedPhones(17, ["", " ", "-", ".", "(", ")", "x"]);
      // Enough of them readable, and enough not, for the comparison to mean something.
      expect(values.filter((value) => toE164(value)).length).toBeGreaterThan(100);
      expect(values.filter((value) => !toE164(value)).length).toBeGreaterThan(100);
      const rows = await migrating().query<{ value: string; e164: string | null }>(
        "select value, harmoni_e164_0008(value) as e164 from unnest($1::text[]) as value",
        [values],
      );
      expect(rows.map((row) => [row.value, row.e164 ?? undefined])).toEqual(
        values.map((value) => [value, toE164(value)]),
      );
      await migrating().query("drop function harmoni_e164_0008(text)");
    });
  });
}
