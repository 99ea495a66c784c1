import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toE164 } from "#contracts/phone";
import { testDatabases } from "#tests/support/db.ts";
import { MIGRATIONS_FOLDER } from "./client.ts";

/** One migration file's statements, split as drizzle's migrator splits them. */
function statements(tag: string): string[] {
  const text = readFileSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
  return text.split("--> statement-breakpoint").filter((statement) => statement.trim());
}

const MIGRATION = "0008_e164_phones";
const EARLIER = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith(".sql") && file < MIGRATION)
  .sort()
  .map((file) => file.replace(/\.sql$/, ""));

interface Session {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** A fresh database of the given kind, reached without the server, so migrations run one by one. */
async function openFresh(database: ReturnType<typeof testDatabases>[number]): Promise<Session> {
  const { databaseUrl } = database.config();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      query: async <Row>(text: string, values?: unknown[]) =>
        (await client.query(text, values)).rows as Row[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  return {
    query: async <Row>(text: string, values?: unknown[]) => (await client.query<Row>(text, values)).rows,
    close: () => client.close(),
  };
}

async function run(session: Session, tag: string) {
  for (const statement of statements(tag)) await session.query(statement);
}

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
    let session: Session;

    beforeAll(async () => {
      await database.setup();
      session = await openFresh(database);
      for (const tag of EARLIER) await run(session, tag);
    });

    afterAll(async () => {
      await session?.close();
      await database.teardown();
    });

    it("stores the phones of earlier leads and quote requests in E.164 and leaves unreadable ones as typed", async () => {
      for (const [index, [phone]] of LEAD_PHONES.entries()) {
        await session.query("insert into leads (name, email, phone) values ($1, $2, $3)", [
          `Lead ${index}`,
          `lead${index}@example.com`,
          phone,
        ]);
      }
      for (const [index, [phone]] of QUOTE_PHONES.entries()) {
        await session.query(
          "insert into quote_requests (company, contact, email, phone, team_size) values ($1, $2, $3, $4, 20)",
          [`Company ${index}`, `Contact ${index}`, `quote${index}@example.com`, phone],
        );
      }

      await run(session, MIGRATION);

      const leads = await session.query<{ name: string; phone: string }>("select name, phone from leads");
      expect(Object.fromEntries(leads.map((row) => [row.name, row.phone]))).toEqual(
        Object.fromEntries(LEAD_PHONES.map(([, after], index) => [`Lead ${index}`, after])),
      );
      const quotes = await session.query<{ company: string; phone: string }>(
        "select company, phone from quote_requests",
      );
      expect(Object.fromEntries(quotes.map((row) => [row.company, row.phone]))).toEqual(
        Object.fromEntries(QUOTE_PHONES.map(([, after], index) => [`Company ${index}`, after])),
      );
      const [leftover] = await session.query<{ count: number }>(
        "select count(*)::int as count from pg_proc where proname = 'harmoni_e164_0008'",
      );
      expect(leftover?.count).toBe(0);
    });

    it("reads every phone as toE164() does: the same number, or left untouched when it cannot tell", async () => {
      const [createFunction] = statements(MIGRATION);
      await session.query(createFunction ?? "");
      const digit = fc.constantFrom(..."0123456789");
      const typed = fc.tuple(
        fc.constantFrom("", "+", "00", "1", "+1", "91", "+91", "0", " +"),
        fc.array(digit, { minLength: 6, maxLength: 16 }),
        fc.constantFrom("", " ", "-", ".", "(", ")", "x"),
      );
      const values = fc
        .sample(typed, { numRuns: 400, seed: 17 })
        .map(
          ([prefix, digits, separator]) =>
            `${prefix}${digits.slice(0, 3).join("")}${separator}${digits.slice(3).join("")}`,
        );
      // Enough of them readable, and enough not, for the comparison to mean something.
      expect(values.filter((value) => toE164(value)).length).toBeGreaterThan(100);
      expect(values.filter((value) => !toE164(value)).length).toBeGreaterThan(100);
      const rows = await session.query<{ value: string; e164: string | null }>(
        "select value, harmoni_e164_0008(value) as e164 from unnest($1::text[]) as value",
        [values],
      );
      expect(rows.map((row) => [row.value, row.e164 ?? undefined])).toEqual(
        values.map((value) => [value, toE164(value)]),
      );
      await session.query("drop function harmoni_e164_0008(text)");
    });
  });
}
