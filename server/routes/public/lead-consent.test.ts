import { asc, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { CURRENT_CONSENT_VERSION } from "#contracts/consent";
import { apiUrl } from "#contracts/endpoint";
import { LEAD_SUCCESS_MESSAGE } from "#contracts/lead";
import type { LeadDetail } from "#contracts/leads-inbox";
import { leadConsents, leadEvents, leads, smsOptOuts } from "#server/db/schema";
import { smsConsent } from "#server/services/sms-consent";
import { testDatabases } from "#tests/support/db.ts";
import { publicFormClient } from "#tests/support/public-form.ts";
import { adminHeaders, createStaffUser, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

/** Every lead is acknowledged alike, its consent stored or not; the token lets its thank-you view book a trial. */
const SUCCESS = { success: true, message: LEAD_SUCCESS_MESSAGE, bookingToken: expect.any(String) };
const VALID = { name: "Asha Devi", email: "asha@example.com", phone: "+14155550142", website: "" };
const CONTACT_TEXT = "By submitting, you ask Harmoni Yoga to call and email you about your request.";
const SMS_TEXT =
  "Text me trial reminders and updates from Harmoni Yoga. Up to 4 messages per booking. Msg & data rates may apply. Reply STOP to opt out. See our Privacy Policy.";
const VISITOR_IP = "198.51.100.23";
const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1";

describe.each(testDatabases())("the consent a lead gives, on $name", (database) => {
  // Behind nginx as in production: the visitor's address comes from X-Forwarded-For, sent by a trusted proxy.
  const server = useTestApp(database, { config: { trustProxy: "loopback" } });
  const { post, freshIp } = publicFormClient(() => server.app, api.submitLead, 31);
  const db = () => server.app.database.db;
  // Each from an address of its own, as the lead API's rate limit counts them.
  const viaProxy = (payload: unknown, userAgent = BROWSER, visitorIp = freshIp()) =>
    post(payload, "127.0.0.1", { "x-forwarded-for": visitorIp, "user-agent": userAgent });
  const consents = () => db().select().from(leadConsents).orderBy(asc(leadConsents.id));
  const consentEvents = () =>
    db().select().from(leadEvents).where(eq(leadEvents.type, "consent_recorded")).orderBy(asc(leadEvents.id));
  const onlyLead = async () => {
    const [lead, ...others] = await db().select().from(leads);
    expect(others).toHaveLength(0);
    if (!lead) throw new Error("no lead was stored");
    return lead;
  };

  beforeEach(async () => {
    await db().execute(sql`truncate ${leads}, ${smsOptOuts} cascade`);
  });

  it("stores both choices with the exact wording, its version, the page, the visitor's address and browser", async () => {
    const response = await viaProxy(
      {
        ...VALID,
        attribution: { landingPage: "/?utm_source=google", page: "/instructors" },
        consent: { version: CURRENT_CONSENT_VERSION, sms: true },
      },
      BROWSER,
      VISITOR_IP,
    );
    expect(response.json()).toEqual(SUCCESS);
    const lead = await onlyLead();
    const shared = {
      leadId: lead.id,
      wordingVersion: "2026-11-27",
      page: "/instructors",
      ipAddress: VISITOR_IP,
      userAgent: BROWSER,
    };
    expect(await consents()).toMatchObject([
      { ...shared, purpose: "contact", granted: true, wording: CONTACT_TEXT },
      { ...shared, purpose: "sms", granted: true, wording: SMS_TEXT },
    ]);
    expect((await consentEvents()).map((event) => event.detail)).toEqual([
      { purpose: "contact", granted: true, wordingVersion: "2026-11-27" },
      { purpose: "sms", granted: true, wordingVersion: "2026-11-27" },
    ]);
    expect(await smsConsent(db(), lead.id)).toBe(true);
  });

  it("stores an unticked box as a refusal, which allows no texts", async () => {
    await viaProxy({ ...VALID, consent: { version: CURRENT_CONSENT_VERSION, sms: false } });
    const lead = await onlyLead();
    expect((await consents()).map(({ purpose, granted }) => ({ purpose, granted }))).toEqual([
      { purpose: "contact", granted: true },
      { purpose: "sms", granted: false },
    ]);
    expect(await smsConsent(db(), lead.id)).toBe(false);
  });

  it.each([
    ["no consent (a page loaded before the wording existed)", undefined],
    ["a version never shown", { version: "2020-01-01", sms: true }],
    ["a version that is an inherited property name", { version: "constructor", sms: true }],
    ["a choice that is not a yes or no", { version: CURRENT_CONSENT_VERSION, sms: "yes" }],
  ])("stores the lead with %s as consent not given: no rows, no texts", async (_, consent) => {
    expect((await viaProxy({ ...VALID, consent })).json()).toEqual(SUCCESS);
    const lead = await onlyLead();
    expect(await consents()).toEqual([]);
    expect(await consentEvents()).toEqual([]);
    expect(await smsConsent(db(), lead.id)).toBe(false);
  });

  it("records a repeat's consent against the existing lead; the latest answer wins", async () => {
    await viaProxy({ ...VALID, consent: { version: CURRENT_CONSENT_VERSION, sms: true } });
    await viaProxy({ ...VALID, consent: { version: CURRENT_CONSENT_VERSION, sms: false } });
    const lead = await onlyLead();
    expect(lead.submissionCount).toBe(2);
    const rows = await consents();
    expect(rows.map(({ leadId, purpose, granted }) => ({ leadId, purpose, granted }))).toEqual([
      { leadId: lead.id, purpose: "contact", granted: true },
      { leadId: lead.id, purpose: "sms", granted: true },
      { leadId: lead.id, purpose: "contact", granted: true },
      { leadId: lead.id, purpose: "sms", granted: false },
    ]);
    expect(await consentEvents()).toHaveLength(4);
    expect(await smsConsent(db(), lead.id)).toBe(false);
  });

  it("allows no texts once the number replied STOP, though the box was ticked", async () => {
    await viaProxy({ ...VALID, consent: { version: CURRENT_CONSENT_VERSION, sms: true } });
    const lead = await onlyLead();
    await db().insert(smsOptOuts).values({ phone: VALID.phone, optedOut: true, keyword: "STOP" });
    expect(await smsConsent(db(), lead.id)).toBe(false);
    await db().update(smsOptOuts).set({ optedOut: false, keyword: "START" });
    expect(await smsConsent(db(), lead.id)).toBe(true);
  });

  it("stores no lead when its consent cannot be stored: both are one statement", async () => {
    const refused = "Refused/1.0";
    await db().execute(
      sql`alter table ${leadConsents} add constraint refuse_one_browser check (user_agent <> ${sql.raw(`'${refused}'`)})`,
    );
    try {
      const response = await viaProxy(
        { ...VALID, consent: { version: CURRENT_CONSENT_VERSION, sms: true } },
        refused,
      );
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(await db().select().from(leads)).toEqual([]);
      expect(await db().select().from(leadEvents)).toEqual([]);
    } finally {
      await db().execute(sql`alter table ${leadConsents} drop constraint refuse_one_browser`);
    }
  });

  it("shows staff the latest SMS answer on the lead page", async () => {
    await viaProxy({
      ...VALID,
      attribution: { page: "/pricing" },
      consent: { version: CURRENT_CONSENT_VERSION, sms: true },
    });
    const lead = await onlyLead();
    const [row] = await consents();
    const session = await signIn(server.app, await createStaffUser(server.app), freshIp());
    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }),
      headers: adminHeaders(session),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<LeadDetail>().smsConsent).toEqual({
      granted: true,
      wordingVersion: "2026-11-27",
      at: row?.createdAt.toISOString(),
      page: "/pricing",
    });
  });
});
