import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { firstIssue } from "#contracts/first-issue";
import {
  INTEREST_MAX_LENGTH,
  INTEREST_MESSAGE,
  LEAD_MESSAGES,
  LEAD_SUCCESS_MESSAGE,
  leadFormSchema,
} from "#contracts/lead";
import type { LeadDetail } from "#contracts/leads-inbox";
import { leadEvents, leads } from "#server/db/schema";
import { linkSigner } from "#server/services/signed-links";
import { testDatabases } from "#tests/support/db.ts";
import { itAnswersLikeAPublicForm, publicFormClient } from "#tests/support/public-form.ts";
import { adminHeaders, createStaffUser, signIn } from "#tests/support/staff.ts";
import { SUITE_NOW, useTestApp } from "#tests/support/test-app.ts";

/** A filled honeypot's answer: no lead was stored, so there is nothing to book a trial for. */
const SUCCESS = { success: true, message: LEAD_SUCCESS_MESSAGE };
/** A stored lead's answer carries the token its thank-you view books a trial time with. */
const ACCEPTED = { ...SUCCESS, bookingToken: expect.any(String) };
const VALID = { name: "Asha Devi", email: "asha@example.com", phone: "+14155550142", website: "" };

describe.each(testDatabases())("POST /api/hubspot-lead on $name", (database) => {
  const server = useTestApp(database);
  const client = publicFormClient(() => server.app, api.submitLead, 0);
  const { freshIp, post, postRaw } = client;
  const allLeads = () => server.app.database.db.select().from(leads).orderBy(leads.createdAt);
  const allEvents = () => server.app.database.db.select().from(leadEvents).orderBy(leadEvents.id);

  beforeEach(async () => {
    await server.app.database.db.execute(sql`truncate ${leads} cascade`);
  });

  it("stores a valid lead before answering with the exact success body", async () => {
    const response = await post(VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ACCEPTED);
    const [lead, ...others] = await allLeads();
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      name: "Asha Devi",
      email: "asha@example.com",
      phone: "+14155550142",
      status: "new",
      submissionCount: 1,
    });
    expect((await allEvents()).map((event) => event.type)).toContain("submitted");
    const signer = await linkSigner(server.app.database);
    expect(signer.verify("book-trial", response.json().bookingToken, SUITE_NOW)).toBe(lead?.id);
  });

  it.each([
    ["a name shorter than 2 characters", { name: "A" }, LEAD_MESSAGES.nameTooShort, "name"],
    ["a blank name", { name: "   " }, LEAD_MESSAGES.nameTooShort, "name"],
    ["a missing name", { name: undefined }, LEAD_MESSAGES.nameTooShort, "name"],
    ["a name with digits", { name: "Asha 2" }, LEAD_MESSAGES.nameLetters, "name"],
    ["a name longer than 50 characters", { name: "A".repeat(51) }, LEAD_MESSAGES.nameTooLong, "name"],
    ["a bad e-mail", { email: "asha@" }, LEAD_MESSAGES.email, "email"],
    ["a bad phone number", { phone: "+1 123 456" }, LEAD_MESSAGES.phone, "phone"],
  ])("rejects %s with 400 and its message, storing nothing", async (_, change, message, field) => {
    const response = await post({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await allLeads()).toHaveLength(0);
  });

  it("answers names exactly as the lead modal's schema does, and stores accepted ones intact", async () => {
    const names = ["Zoë", "प्रिया शर्मा", "கார்த்திக்", "محمد علی", "R2-D2", "<b>", "😀", "123", "❤️", "A"];
    for (const [index, name] of names.entries()) {
      const email = `name-${index}@example.com`;
      const browser = leadFormSchema.safeParse({ name, email, countryCode: "+1", phone: "4155550142" });
      const response = await post({ ...VALID, name, email });
      expect(response.json(), name).toEqual(
        browser.success ? ACCEPTED : { success: false, ...firstIssue(browser.error) },
      );
      const [stored] = await server.app.database.db.select().from(leads).where(eq(leads.email, email));
      expect(stored?.name, name).toBe(browser.success ? name : undefined);
    }
    // Both kinds of answer were compared, not one kind ten times.
    expect((await allLeads()).map((lead) => lead.name)).toEqual(names.slice(0, 4));
  });

  it("reports the first failing rule when several fields are wrong", async () => {
    const everythingWrong = await post({ name: "J0hn", email: "nope", phone: "12" });
    expect(everythingWrong.json()).toEqual({
      success: false,
      message: LEAD_MESSAGES.nameLetters,
      field: "name",
    });
    const emailAndPhone = await post({ ...VALID, email: "nope", phone: "12" });
    expect(emailAndPhone.json()).toEqual({ success: false, message: LEAD_MESSAGES.email, field: "email" });
    expect(await allLeads()).toHaveLength(0);
  });

  it("answers malformed JSON with 400 and an oversized body with 413, then keeps serving", async () => {
    const malformed = await postRaw("application/json", '{"name": "Asha",');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: "The request body is not valid JSON." });

    const oversized = await post({ ...VALID, name: "A".repeat(20_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ success: false, message: "The request is too large." });

    const after = await post(VALID);
    expect(after.statusCode).toBe(200);
    expect(await allLeads()).toHaveLength(1);
  });

  itAnswersLikeAPublicForm({
    client,
    valid: VALID,
    success: SUCCESS,
    stored: allLeads,
    events: allEvents,
    what: "leads",
    limitedIp: "203.0.113.7",
    otherIp: "203.0.113.8",
  });

  it("treats the same e-mail and phone within 10 minutes as one lead", async () => {
    await post(VALID);
    const again = await post({ ...VALID, email: "  ASHA@Example.COM ", phone: "+1 (415) 555-0142" });
    expect(again.json()).toEqual(ACCEPTED);
    const [lead, ...others] = await allLeads();
    expect(others).toHaveLength(0);
    expect(lead?.submissionCount).toBe(2);
    const types = (await allEvents()).map((event) => event.type);
    expect(types.filter((type) => type === "submitted")).toHaveLength(1);
    expect(types.filter((type) => type === "duplicate_submission")).toHaveLength(1);
  });

  it("stores concurrent identical submissions as one lead", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(VALID)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const [lead, ...others] = await allLeads();
    expect(others).toHaveLength(0);
    expect(lead?.submissionCount).toBe(6);
  });

  it("creates a new lead when the same person submits again after 10 minutes", async () => {
    await post(VALID);
    await server.app.database.db.update(leads).set({ lastSubmittedAt: sql`now() - interval '11 minutes'` });
    await post(VALID);
    const stored = await allLeads();
    expect(stored).toHaveLength(2);
    expect(stored.map((lead) => lead.submissionCount)).toEqual([1, 1]);
  });

  it("stores where the visitor came from", async () => {
    const attribution = {
      landingPage: "/offerings/power-yoga?utm_source=google",
      page: "/pricing",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: "online yoga",
      utmContent: "ad-1",
    };
    await post({ ...VALID, attribution });
    const [lead] = await server.app.database.db.select().from(leads).where(eq(leads.email, VALID.email));
    expect(lead).toMatchObject(attribution);
  });

  describe("what the visitor was looking at", () => {
    /** The lead's interest as the staff lead page gets it from the API. */
    async function staffInterest(email: string): Promise<LeadDetail["interest"]> {
      const [lead] = await server.app.database.db.select().from(leads).where(eq(leads.email, email));
      if (!lead) throw new Error(`no lead for ${email}`);
      const session = await signIn(server.app, await createStaffUser(server.app), freshIp());
      const response = await server.app.inject({
        method: "GET",
        url: apiUrl(api.lead, { params: { kind: "lead", id: lead.id } }),
        headers: adminHeaders(session),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LeadDetail>().interest;
    }

    it("is stored with the lead and shown on the staff lead page", async () => {
      const interest = { teacher: "Ananya Iyer", offering: "Power Yoga", plan: "Individual" };
      expect((await post({ ...VALID, interest: { ...interest, colour: "sage" } })).json()).toEqual(ACCEPTED);
      expect(await staffInterest(VALID.email)).toEqual(interest);
      const [submitted] = await allEvents();
      expect(submitted?.detail).toMatchObject({ interest });
    });

    it("is null on the staff lead page when the form named nothing", async () => {
      await post({ ...VALID, interest: { teacher: "  " } });
      expect(await staffInterest(VALID.email)).toBeNull();
    });

    it(`is cut to ${INTEREST_MAX_LENGTH} characters rather than refusing the lead`, async () => {
      const response = await post({ ...VALID, interest: { offering: "o".repeat(5000) } });
      expect(response.json()).toEqual(ACCEPTED);
      expect(await staffInterest(VALID.email)).toEqual({
        teacher: null,
        offering: "o".repeat(INTEREST_MAX_LENGTH),
        plan: null,
      });
    });

    it("refuses a value that is not text with 400 and the interest message, storing nothing", async () => {
      const response = await post({ ...VALID, interest: { teacher: 42 } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: INTEREST_MESSAGE, field: "interest" });
      expect(await allLeads()).toHaveLength(0);
    });

    it("a repeat within 10 minutes keeps the latest interest it names, and keeps the earlier one otherwise", async () => {
      await post({ ...VALID, interest: { teacher: "Ananya Iyer" } });
      await post(VALID);
      expect(await staffInterest(VALID.email)).toEqual({
        teacher: "Ananya Iyer",
        offering: null,
        plan: null,
      });

      await post({ ...VALID, interest: { plan: "Small Group" } });
      expect(await staffInterest(VALID.email)).toEqual({
        teacher: null,
        offering: null,
        plan: "Small Group",
      });
      const repeats = (await allEvents()).filter((event) => event.type === "duplicate_submission");
      expect(repeats.map((event) => event.detail.interest)).toEqual([{}, { plan: "Small Group" }]);
      expect((await allLeads()).map((lead) => lead.submissionCount)).toEqual([3]);
    });
  });

  it("sends security headers", async () => {
    const response = await post(VALID);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("answers /healthz, /readyz and unknown API paths", async () => {
    const health = await server.app.inject("/healthz");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await server.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    const unknown = await server.app.inject("/api/nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "Not found." });
  });
});

describe.each(testDatabases())("when the database is unreachable ($name)", (database) => {
  const server = useTestApp(database);
  beforeAll(() => server.app.database.close());

  it("answers a lead with 503 in plain words and /readyz with 503", async () => {
    const response = await server.app.inject({ method: "POST", url: api.submitLead.path, payload: VALID });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "We can't save your details right now. Please try again in a few minutes.",
    });
    expect((await server.app.inject("/readyz")).statusCode).toBe(503);
    expect((await server.app.inject("/healthz")).statusCode).toBe(200);
  });
});
