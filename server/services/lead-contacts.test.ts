import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { leads, quoteRequests } from "../db/schema.ts";
import { createLeadContacts, type LeadContacts } from "./lead-contacts.ts";

const HOUR = 3_600_000;

/** A US number no other test uses (exchange 555, line 1000–9999), so tests share the database without clearing it. */
function uniqueUsNumber(): { national: string; e164: string } {
  const national = `${randomInt(200, 1000)}555${randomInt(1000, 10_000)}`;
  return { national, e164: `+1${national}` };
}

for (const database of testDatabases()) {
  describe(`a send's or a reply's lead, found through contact identities (${database.name})`, () => {
    let handle: DatabaseHandle;
    let contacts: LeadContacts;

    beforeAll(async () => {
      await database.setup();
      handle = await openDatabase(database.config());
      contacts = createLeadContacts(handle);
    });

    afterAll(async () => {
      await handle?.close();
      await database.teardown();
    });

    async function insertLead(name: string, values: { phone: string; email?: string; hoursAgo: number }) {
      const [row] = await handle.db
        .insert(leads)
        .values({
          name,
          email: values.email ?? `${name.toLowerCase().replace(/\W/g, ".")}.${randomInt(1e9)}@example.com`,
          phone: values.phone,
          createdAt: new Date(Date.now() - values.hoursAgo * HOUR),
        })
        .returning({ id: leads.id });
      return row?.id ?? "";
    }

    it("finds a lead from its phone written differently, as a reply's or a tool's number may be", async () => {
      const { national, e164 } = uniqueUsNumber();
      const id = await insertLead("Rita Moreno", { phone: e164, hoursAgo: 1 });
      const written = [
        `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
        `1${national}`,
        `001 ${national}`,
        ` +1 ${national} `,
      ];
      for (const phone of written) {
        expect(await contacts.match("phone", phone), phone).toEqual([
          { kind: "lead", id, name: "Rita Moreno" },
        ]);
      }
    });

    it("finds a lead from its e-mail address typed in another case", async () => {
      const email = `arjun.${randomInt(1e9)}@example.com`;
      const id = await insertLead("Arjun Rao", { phone: uniqueUsNumber().e164, email, hoursAgo: 1 });
      expect(await contacts.match("email", `  ${email.toUpperCase()}`)).toEqual([
        { kind: "lead", id, name: "Arjun Rao" },
      ]);
      // An address is not a phone: the same text looked up as another kind finds nothing.
      expect(await contacts.match("phone", email)).toEqual([]);
    });

    it("lists every lead and quote request sharing a phone, newest first", async () => {
      const { e164, national } = uniqueUsNumber();
      const parent = await insertLead("Sam Lee", { phone: e164, hoursAgo: 30 });
      const child = await insertLead("Jo Lee", { phone: e164, hoursAgo: 2 });
      const [quote] = await handle.db
        .insert(quoteRequests)
        .values({
          company: "Lee Dental",
          contact: "Dr Lee",
          email: `front.${randomInt(1e9)}@lee.example`,
          phone: `+1 ${national}`,
          teamSize: 12,
          createdAt: new Date(Date.now() - 5 * HOUR),
        })
        .returning({ id: quoteRequests.id });

      expect(await contacts.match("phone", national)).toEqual([
        { kind: "lead", id: child, name: "Jo Lee" },
        { kind: "quote", id: quote?.id, name: "Dr Lee" },
        { kind: "lead", id: parent, name: "Sam Lee" },
      ]);
    });

    it("follows a lead whose phone changed: the new number finds it, the old one no longer does", async () => {
      const before = uniqueUsNumber();
      const after = uniqueUsNumber();
      const id = await insertLead("Maya Chen", { phone: before.e164, hoursAgo: 1 });
      await handle.db.update(leads).set({ phone: after.e164 }).where(eq(leads.id, id));

      expect(await contacts.match("phone", before.national)).toEqual([]);
      expect(await contacts.match("phone", after.national)).toEqual([
        { kind: "lead", id, name: "Maya Chen" },
      ]);
    });

    it("finds nothing for a number it cannot read or an empty address", async () => {
      expect(await contacts.match("phone", "020 7946 0958")).toEqual([]);
      expect(await contacts.match("phone", "call the front desk")).toEqual([]);
      expect(await contacts.match("email", "   ")).toEqual([]);
    });
  });
}
