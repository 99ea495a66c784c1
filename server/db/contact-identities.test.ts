import { describe, expect, it } from "vitest";
import { contactValue } from "#contracts/contact-identities";
import { testDatabases } from "#tests/support/db.ts";
import { runMigration, useDatabaseBefore } from "#tests/support/migration-steps.ts";
import { typedPhones } from "#tests/support/typed-phones.ts";

const MIGRATION = "0014_contact_identities";

/** Phones as people type them, or as rows hold them, and how toE164() reads them (undefined: it cannot). */
const PHONES: [typed: string, e164: string | undefined][] = [
  ["+14155550142", "+14155550142"],
  ["4155550142", "+14155550142"],
  ["14155550142", "+14155550142"],
  ["+1 (415) 555-0142", "+14155550142"],
  ["415.555.0142", "+14155550142"],
  ["001 415 555 0142", "+14155550142"],
  [" \t+1 415 555 0142\n", "+14155550142"],
  ["+1\u00a0415\u00a0555\u00a00142", "+14155550142"],
  ["\u2007+1 415 555 0142\u3000", "+14155550142"],
  ["+91 98765 43210", "+919876543210"],
  ["919876543210", "+919876543210"],
  ["09876543210", "+919876543210"],
  ["9876543210", "+19876543210"],
  ["9870123456", "+919870123456"],
  ["0044 20 7946 0958", "+442079460958"],
  ["+0014155550142", undefined],
  ["1155550128", undefined],
  ["020 7946 0958", undefined],
  ["call the front desk", undefined],
  ["+1 415 555 0142 ext 3", undefined],
  ["", undefined],
];

/** Addresses as rows may hold them, and the one form an e-mail identity keeps. */
const EMAILS: [stored: string, identity: string | undefined][] = [
  ["rita@example.com", "rita@example.com"],
  ["Rita.Moreno@Example.COM", "rita.moreno@example.com"],
  ["  o'connor@example.com \n", "o'connor@example.com"],
  ["\u00a0sam@example.com\u00a0", "sam@example.com"],
  ["", undefined],
  ["   ", undefined],
];

for (const database of testDatabases()) {
  describe(`contact identities: migration ${MIGRATION} and its trigger (${database.name})`, () => {
    const migrating = useDatabaseBefore(database, MIGRATION);

    interface IdentityRow {
      owner: string;
      kind: string;
      value: string;
    }
    /** Every identity, named by its lead's or quote request's name, sorted. */
    async function identities(): Promise<string[]> {
      const rows = await migrating().query<IdentityRow>(
        `select coalesce(l.name, q.company) as owner, i.kind, i.value from contact_identities i
           left join leads l on l.id = i.lead_id left join quote_requests q on q.id = i.quote_id`,
      );
      return rows.map((row) => `${row.owner} ${row.kind} ${row.value}`).sort();
    }

    it("gives every earlier lead and quote request its phone and e-mail identities, the phone only when readable", async () => {
      await migrating().query("insert into leads (name, email, phone) values ($1, $2, $3), ($4, $5, $6)", [
        "Rita",
        "rita@example.com",
        "+14155550128",
        "Arjun",
        "arjun@example.com",
        "+919876543210",
      ]);
      await migrating().query(
        `insert into quote_requests (company, contact, email, phone, team_size)
           values ($1, 'Jo', $2, $3, 20), ($4, 'Lee', $5, $6, 20), ($7, 'Kim', $8, '', 20)`,
        [
          "Acme",
          "jo@acme.example",
          "(415) 555-0131",
          "Globex",
          "lee@globex.example",
          "call the front desk",
          "Initech",
          "kim@initech.example",
        ],
      );

      await runMigration(migrating(), MIGRATION);

      expect(await identities()).toEqual([
        "Acme email jo@acme.example",
        "Acme phone +14155550131",
        "Arjun email arjun@example.com",
        "Arjun phone +919876543210",
        "Globex email lee@globex.example",
        "Initech email kim@initech.example",
        "Rita email rita@example.com",
        "Rita phone +14155550128",
      ]);
    });

    it("reads a phone in SQL exactly as toE164() does, on a table of cases and on generated numbers", async () => {
      const generated = typedPhones(38, ["", " ", "-", ".", "(", ")", "x", "\u00a0"]);
      for (const [value, e164] of PHONES) expect(contactValue("phone", value), value).toBe(e164);
      const values = [...PHONES.map(([value]) => value), ...generated];
      const rows = await migrating().query<{ value: string; e164: string | null }>(
        "select value, harmoni_e164(value) as e164 from unnest($1::text[]) with ordinality as typed(value, n) order by n",
        [values],
      );
      expect(rows.map((row) => [row.value, row.e164 ?? undefined])).toEqual(
        values.map((value) => [value, contactValue("phone", value)]),
      );
    });

    it("keeps an address in SQL exactly as the e-mail kind does: trimmed, in lower case", async () => {
      for (const [value, identity] of EMAILS) expect(contactValue("email", value), value).toBe(identity);
      const rows = await migrating().query<{ value: string; identity: string | null }>(
        "select value, harmoni_email(value) as identity from unnest($1::text[]) with ordinality as stored(value, n) order by n",
        [EMAILS.map(([value]) => value)],
      );
      expect(rows.map((row) => [row.value, row.identity ?? undefined])).toEqual(EMAILS);
    });

    it("follows a lead's phone and e-mail when they change, keeps the unchanged one, and goes with the lead", async () => {
      const [lead] = await migrating().query<{ id: string }>(
        "insert into leads (name, email, phone) values ('Maya', 'Maya@Example.com', '415-555-0170') returning id",
      );
      const id = lead?.id ?? "";
      const held = () =>
        migrating().query<{ kind: string; value: string; created_at: Date }>(
          "select kind, value, created_at from contact_identities where lead_id = $1 order by kind",
          [id],
        );
      const [email, phone] = await held();
      expect([email?.value, phone?.value]).toEqual(["maya@example.com", "+14155550170"]);

      await migrating().query("update leads set phone = '+91 98765 43299' where id = $1", [id]);
      expect((await held()).map((row) => `${row.kind} ${row.value}`)).toEqual([
        "email maya@example.com",
        "phone +919876543299",
      ]);
      // The unchanged address is the same row, known since the lead arrived.
      expect((await held())[0]?.created_at).toEqual(email?.created_at);

      await migrating().query(
        "update leads set email = 'maya@studio.example', status = 'contacted' where id = $1",
        [id],
      );
      expect((await held()).map((row) => `${row.kind} ${row.value}`)).toEqual([
        "email maya@studio.example",
        "phone +919876543299",
      ]);

      await migrating().query("delete from leads where id = $1", [id]);
      expect(await held()).toEqual([]);
    });

    it("drops a quote request's phone identity when its phone becomes unreadable, and leaves identities of other owners", async () => {
      const [quote] = await migrating().query<{ id: string }>(
        `insert into quote_requests (company, contact, email, phone, team_size)
           values ('Umbrella', 'Ada', 'ada@umbrella.example', '+14155550171', 20) returning id`,
      );
      await migrating().query(
        "insert into leads (name, email, phone) values ('Ada at home', 'ada@umbrella.example', '+14155550171')",
      );
      const id = quote?.id ?? "";
      await migrating().query("update quote_requests set phone = 'ask for the front desk' where id = $1", [
        id,
      ]);

      const rows = await migrating().query<{ owner: string; kind: string; value: string }>(
        `select case when lead_id is null then 'quote' else 'lead' end as owner, kind, value
           from contact_identities where value in ('+14155550171', 'ada@umbrella.example') order by owner, kind`,
      );
      expect(rows.map((row) => `${row.owner} ${row.kind} ${row.value}`)).toEqual([
        "lead email ada@umbrella.example",
        "lead phone +14155550171",
        "quote email ada@umbrella.example",
      ]);
    });
  });
}
