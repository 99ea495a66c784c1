import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import type { InboxPage } from "#contracts/leads-inbox";
import { testDatabases } from "#tests/support/db.ts";
import { inboxSeed, insertSeed, type SeedRow } from "#tests/support/inbox-seed.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const NEWEST = new Date(Date.UTC(2026, 5, 1, 12));

/** Names in several scripts and with accents, each row's name, phone and company (quotes only) set. */
const PEOPLE: { kind: SeedRow["kind"]; name: string; phone: string; company?: string }[] = [
  { kind: "lead", name: "Zoë Adams", phone: "+14155550101" },
  { kind: "lead", name: "Émile Roy", phone: "+14155550102" },
  { kind: "lead", name: "प्रिया शर्मा", phone: "+919822012345" },
  { kind: "lead", name: "adam Brook", phone: "+14155550104" },
  { kind: "lead", name: "Élodie Fabre", phone: "+14155550105" },
  { kind: "lead", name: "Felix Stone", phone: "+14155550106" },
  { kind: "quote", name: "Dana Ortiz", phone: "+1 (628) 555-0107", company: "Lotus Logistics Pvt Ltd" },
  { kind: "quote", name: "Ravi Menon", phone: "", company: "Ashtanga Analytics" },
  { kind: "lead", name: "Øyvind Berg", phone: "+14155550109" },
  { kind: "lead", name: "ana Cruz", phone: "+14155550110" },
];

describe.each(testDatabases())("the inbox's search and name order on $name", (database) => {
  const server = useTestApp(database);
  const seed = inboxSeed(PEOPLE.length, NEWEST).map((row, index): SeedRow => {
    const person = PEOPLE[index] as (typeof PEOPLE)[number];
    return { ...row, ...person, company: person.company ?? null };
  });
  let session: StaffSession;

  beforeAll(async () => {
    await insertSeed(server.app.database.db, seed);
    session = await signIn(server.app, await createStaffUser(server.app));
  });

  async function inbox(query: Record<string, string>): Promise<InboxPage> {
    const response = await server.app.inject({
      method: "GET",
      url: `${api.inbox.path}?${new URLSearchParams(query)}`,
      headers: adminHeaders(session),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InboxPage>();
  }
  const names = async (query: Record<string, string>) => (await inbox(query)).rows.map((row) => row.name);

  it("orders names as people read them (Unicode's root collation), not by their bytes, both ways", async () => {
    // ICU's root collation, as the browser's Intl.Collator and PostgreSQL's "und-x-icu" both implement it.
    const collated = PEOPLE.map((person) => person.name).sort(new Intl.Collator("und").compare);
    expect(await names({ sort: "name" })).toEqual(collated);
    expect(await names({ sort: "name_desc" })).toEqual([...collated].reverse());
    // What the issue met: an accented initial sorts with its letter, not after "Zoë".
    const ascending = await names({ sort: "name" });
    expect(ascending.indexOf("Émile Roy")).toBeLessThan(ascending.indexOf("Felix Stone"));
    expect(ascending.indexOf("ana Cruz")).toBeLessThan(ascending.indexOf("Dana Ortiz"));
    expect(ascending.at(-1)).toBe("प्रिया शर्मा");
  });

  it("finds an Indian number typed nationally, with the trunk 0 and spaces, as the tools read it", async () => {
    expect(await names({ q: "098220 12345" })).toEqual(["प्रिया शर्मा"]);
    expect(await names({ q: "09822012345" })).toEqual(["प्रिया शर्मा"]);
    expect(await names({ q: "+91 98220 12345" })).toEqual(["प्रिया शर्मा"]);
    expect(await names({ q: "(415) 555-0102" })).toEqual(["Émile Roy"]);
    // A fragment still matches the digits anywhere.
    expect(await names({ q: "98220" })).toEqual(["प्रिया शर्मा"]);
    expect(await names({ q: "098220 99999" })).toEqual([]);
  });

  it("finds quote requests by company, anywhere in it and in any case", async () => {
    expect(await names({ q: "lotus" })).toEqual(["Dana Ortiz"]);
    expect(await names({ q: "ANALYTICS" })).toEqual(["Ravi Menon"]);
    expect(await names({ q: "Logistics Pvt", kind: "quote" })).toEqual(["Dana Ortiz"]);
    expect((await inbox({ q: "lotus" })).total).toBe(1);
  });
});
