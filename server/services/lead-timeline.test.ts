import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadKey } from "#contracts/lead-ref";
import { testDatabases } from "#tests/support/db.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { auditLog, inboundMessages, leadEvents, leads, staffUsers } from "../db/schema.ts";
import { createLeadOwner } from "./lead-owner.ts";
import type { StaffActor } from "./lead-records.ts";
import { createLeadStatus } from "./lead-status.ts";
import { leadHistory, unreadableEventLog } from "./lead-timeline.ts";

interface LogLine {
  level: number;
  msg: string;
  lead?: string;
  eventId?: number;
  kind?: string;
}

for (const database of testDatabases()) {
  describe(`a lead's history read for its timeline (${database.name})`, () => {
    let handle: DatabaseHandle;
    let staff: StaffActor;
    const lines: LogLine[] = [];
    const unreadable = unreadableEventLog(
      pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }),
    );

    beforeAll(async () => {
      await database.setup();
      handle = await openDatabase(database.config());
      const [user] = await handle.db
        .insert(staffUsers)
        .values({ username: "maya" })
        .returning({ id: staffUsers.id, username: staffUsers.username });
      staff = { kind: "staff", userId: user?.id ?? "", username: user?.username ?? "" };
    });

    afterAll(async () => {
      await handle?.close();
      await database.teardown();
    });

    async function newLead(name: string): Promise<LeadKey> {
      const [lead] = await handle.db
        .insert(leads)
        .values({ name, email: `${name.split(" ")[0]?.toLowerCase()}@example.com`, phone: "+14155550142" })
        .returning({ id: leads.id });
      return { kind: "lead", id: lead?.id ?? "" };
    }

    const timeline = async (key: LeadKey) =>
      (await leadHistory(handle.db, key, unreadable)).timeline.map(({ type, summary, staff, text }) => ({
        type,
        summary,
        staff,
        ...(text ? { text } : {}),
      }));

    it("lets a provider's webhook and a scheduled job change a lead, named as staff are only for staff changes", async () => {
      const key = await newLead("Asha Rao");
      const status = createLeadStatus(handle);
      const owner = createLeadOwner(handle);
      await status.change(key, "contacted", staff);
      await status.change(key, "lost", { kind: "webhook", provider: "twilio" });
      await owner.assign(key, staff.userId, { kind: "system", job: "lead-round-robin" });

      expect(await timeline(key)).toEqual([
        { type: "status_changed", summary: "Status: New → Contacted", staff: "maya" },
        { type: "status_changed", summary: "Status: Contacted → Lost", staff: null },
        { type: "owner_changed", summary: "Owner: Unassigned → maya", staff: null },
      ]);
      const events = await handle.db.select().from(leadEvents).where(eq(leadEvents.leadId, key.id));
      expect(events.map(({ detail }) => detail)).toEqual([
        { from: "new", to: "contacted", staffUserId: staff.userId },
        { from: "contacted", to: "lost", actor: { kind: "webhook", provider: "twilio" } },
        {
          fromId: null,
          from: null,
          toId: staff.userId,
          to: "maya",
          actor: { kind: "system", job: "lead-round-robin" },
        },
      ]);
      const audited = await handle.db.select().from(auditLog).orderBy(auditLog.id);
      expect(audited.map(({ action, username, detail }) => ({ action, username, detail }))).toEqual([
        {
          action: "lead_status_changed",
          username: "maya",
          detail: { lead: `lead:${key.id}`, from: "new", to: "contacted" },
        },
        {
          action: "lead_status_changed",
          username: null,
          detail: {
            lead: `lead:${key.id}`,
            from: "contacted",
            to: "lost",
            actor: { kind: "webhook", provider: "twilio" },
          },
        },
        {
          action: "lead_owner_changed",
          username: null,
          detail: {
            lead: `lead:${key.id}`,
            fromId: null,
            from: null,
            toId: staff.userId,
            to: "maya",
            actor: { kind: "system", job: "lead-round-robin" },
          },
        },
      ]);
    });

    it("shows an event whose stored detail does not fit its kind in plain words, and logs it once", async () => {
      const key = await newLead("Omar Said");
      // Written by hand, as no writer in the code can: a status change that lost its `to` and its actor.
      const at = new Date("2026-01-15T20:00:00Z");
      const [broken] = await handle.db
        .insert(leadEvents)
        .values({ leadId: key.id, type: "status_changed", detail: { from: "new" }, createdAt: at })
        .returning({ id: leadEvents.id });
      await handle.db.insert(leadEvents).values({
        leadId: key.id,
        type: "crm_not_configured",
        detail: {},
        createdAt: new Date(at.getTime() + 1000),
      });
      const before = lines.length;

      const expected = [
        { type: "status_changed", summary: "Status changed (its details could not be read)", staff: null },
        { type: "crm", summary: "Not synced: HubSpot is not configured", staff: null },
      ];
      expect(await timeline(key)).toEqual(expected);
      expect(await timeline(key)).toEqual(expected);
      expect(lines.slice(before)).toEqual([
        expect.objectContaining({
          level: 40,
          lead: `lead:${key.id}`,
          eventId: broken?.id,
          kind: "status_changed",
          msg: "a lead event's detail does not match its kind; its timeline entry is shown in plain words",
        }),
      ]);
    });

    it("shows the replies from the lead's number, found through its identity, and follows the number when it changes", async () => {
      const [lead] = await handle.db
        .insert(leads)
        .values({ name: "Lena Park", email: "lena@example.com", phone: "+1 (415) 555-0190" })
        .returning({ id: leads.id });
      const key: LeadKey = { kind: "lead", id: lead?.id ?? "" };
      const reply = (providerId: string, from: string, body: string) =>
        handle.db.insert(inboundMessages).values({
          providerId,
          fromNumber: from,
          toNumber: "+14155550100",
          body,
          phone: from.replace(/^whatsapp:/, ""),
        });
      await reply("SM-lena-1", "+14155550190", "Saturday works for me");
      await reply("SM-lena-2", "whatsapp:+14155550191", "This is my new number");

      expect(await timeline(key)).toEqual([
        {
          type: "inbound_message",
          summary: "SMS from +14155550190",
          staff: null,
          text: "Saturday works for me",
        },
      ]);

      await handle.db.update(leads).set({ phone: "+14155550191" }).where(eq(leads.id, key.id));
      expect(await timeline(key)).toEqual([
        {
          type: "inbound_message",
          summary: "WhatsApp from +14155550191",
          staff: null,
          text: "This is my new number",
        },
      ]);
    });
  });
}
