import { describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { INBOX_MESSAGES } from "#contracts/leads-inbox";
import { inboundMessages } from "#server/db/schema";
import { UNSTORABLE_TEXT_MESSAGE } from "#server/plugins/internal/api-schemas";
import { testDatabases } from "../support/db.ts";
import { freshAddress, rowCounts } from "../support/fuzz.ts";
import { adminHeaders, createStaffUser, signIn } from "../support/staff.ts";
import { useTestApp } from "../support/test-app.ts";
import { twilioSignature, twilioTestConfig } from "../support/twilio.ts";
import { webhookWorkDone } from "../support/webhooks.ts";

const PUBLIC_URL = "https://harmoniyoga.example";
const LEAD = { name: "Asha Devi", email: "asha@example.com", phone: "+14155550142" };
const QUOTE = { company: "Acme Corp", contact: "Asha Devi", email: "asha@acme.example", teamSize: 25 };

/** Inputs the fuzzers found answered 500 before the fixes; each is now a plain 4xx, or stored cleanly. */
describe.each(testDatabases())("what the fuzzers found, on $name", (database) => {
  const server = useTestApp(database, { config: { twilio: twilioTestConfig(), publicUrl: PUBLIC_URL } });

  it.each([
    ["a NUL in a quote's company", "/api/business-quote", { ...QUOTE, company: "Acme\u0000Corp" }, "company"],
    [
      "a NUL in a lead's attribution",
      "/api/hubspot-lead",
      { ...LEAD, attribution: { page: "/\u0000" } },
      "attribution",
    ],
    [
      "a lone surrogate in a lead's attribution",
      "/api/hubspot-lead",
      { ...LEAD, attribution: { utmSource: "x\uD800" } },
      "attribution",
    ],
    ["a NUL in a sign-in username", "/api/auth", { username: "maya\u0000", password: "x" }, "username"],
  ])("answers %s with 400 naming the field, storing nothing", async (_case, url, payload, field) => {
    const before = await rowCounts(server.app);
    const response = await server.app.inject({ method: "POST", url, payload, remoteAddress: freshAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: UNSTORABLE_TEXT_MESSAGE, field });
    expect(await rowCounts(server.app)).toEqual(before);
  });

  it("answers an inbox date that does not exist (2026-02-30) with 400 and the date message", async () => {
    const session = await signIn(server.app, await createStaffUser(server.app), freshAddress());
    const response = await server.app.inject({
      method: "GET",
      url: `${api.inbox.path}?from=2026-02-30`,
      headers: adminHeaders(session),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: INBOX_MESSAGES.date, field: "from" });
  });

  it("stores a correctly signed inbound message with a NUL in its body, without the NUL", async () => {
    const fields = {
      MessageSid: `SM${"7".repeat(32)}`,
      From: "+14155550142",
      To: "+14155550101",
      Body: "hi\u0000there",
    };
    const response = await server.app.inject({
      method: "POST",
      url: api.twilioInbound.path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioSignature(`${PUBLIC_URL}${api.twilioInbound.path}`, fields),
      },
      payload: new URLSearchParams(fields).toString(),
    });
    expect(response.statusCode).toBe(200);
    await webhookWorkDone(server.app);
    expect(await server.app.database.db.select({ body: inboundMessages.body }).from(inboundMessages)).toEqual(
      [{ body: "hithere" }],
    );
  });
});
