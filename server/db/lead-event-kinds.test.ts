import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyKindsOn, LEAD_HISTORY_KINDS } from "#contracts/lead-history";
import type { LeadKind } from "#contracts/lead-ref";
import { testDatabases } from "#tests/support/db.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { leads, quoteRequests } from "./schema.ts";

const TABLES: Record<LeadKind, { table: string; owner: string; check: string }> = {
  lead: { table: "lead_events", owner: "lead_id", check: "lead_events_type_check" },
  quote: { table: "quote_events", owner: "quote_id", check: "quote_events_type_check" },
};

/** PostgreSQL's check_violation. */
const CHECK_VIOLATION = "23514";

for (const database of testDatabases()) {
  describe(`the event tables' CHECK on their kinds (${database.name})`, () => {
    let handle: DatabaseHandle;
    const owners = {} as Record<LeadKind, string>;

    beforeAll(async () => {
      await database.setup();
      handle = await openDatabase(database.config());
      const [lead] = await handle.db
        .insert(leads)
        .values({ name: "Asha Rao", email: "asha@example.com", phone: "+14155550142" })
        .returning({ id: leads.id });
      const [quote] = await handle.db
        .insert(quoteRequests)
        .values({ company: "Acme", contact: "Sam Lee", email: "sam@example.com", teamSize: 12 })
        .returning({ id: quoteRequests.id });
      owners.lead = lead?.id ?? "";
      owners.quote = quote?.id ?? "";
    });

    afterAll(async () => {
      await handle?.close();
      await database.teardown();
    });

    /** Inserts a row of `kind` by hand, as no writer in the code could; undefined, or the database's error code. */
    async function insert(history: LeadKind, kind: string): Promise<string | undefined> {
      const { table, owner } = TABLES[history];
      try {
        await handle.db.execute(
          sql`insert into ${sql.identifier(table)} (${sql.identifier(owner)}, type) values (${owners[history]}, ${kind})`,
        );
        return undefined;
      } catch (error) {
        for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
          const code = (cause as { code?: unknown }).code;
          if (typeof code === "string") return code;
        }
        throw error;
      }
    }

    it.each(["lead", "quote"] as const)(
      "lists exactly the registry's %s kinds in the migrated constraint",
      async (history) => {
        const { check } = TABLES[history];
        const { rows } = (await handle.db.execute(
          sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${check}`,
        )) as { rows: { definition: string }[] };
        const listed = [...(rows[0]?.definition ?? "").matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
        expect(listed).toEqual(historyKindsOn(history));
      },
    );

    it.each(["lead", "quote"] as const)("accepts every %s kind and refuses every other", async (history) => {
      const holds = new Set<string>(historyKindsOn(history));
      for (const kind of LEAD_HISTORY_KINDS) {
        expect(await insert(history, kind), kind).toBe(holds.has(kind) ? undefined : CHECK_VIOLATION);
      }
      expect(await insert(history, "fake_kind")).toBe(CHECK_VIOLATION);
    });
  });
}
