import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUOTE_MESSAGES } from "../../../contracts/business-quote.ts";
import { testDatabases } from "../../../tests/support/db.ts";
import { useTestApp } from "../../../tests/support/test-app.ts";
import { quoteEvents, quoteRequests } from "../../db/schema.ts";

const QUOTE_URL = "/api/business-quote";
const SUCCESS = { success: true };
const VALID = {
  company: "Northwind Traders",
  contact: "Priya Raman",
  email: "priya@northwind.example",
  phone: "+1 (415) 555-0199",
  teamSize: 40,
  message: "Twice a week for the support team, please.",
  website: "",
};

describe.each(testDatabases())("POST /api/business-quote on $name", (database) => {
  const server = useTestApp(database);
  let ipCounter = 0;
  /** Each request comes from a new address unless told otherwise, so rate limits stay out of the way. */
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  function post(payload: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
    return server.app.inject({
      method: "POST",
      url: QUOTE_URL,
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });
  }
  const allQuotes = () =>
    server.app.database.db.select().from(quoteRequests).orderBy(quoteRequests.createdAt);
  const allEvents = () => server.app.database.db.select().from(quoteEvents).orderBy(quoteEvents.id);

  beforeEach(async () => {
    await server.app.database.db.execute(sql`truncate ${quoteRequests} cascade`);
  });

  it("stores a quote with every field before answering {success:true}", async () => {
    const response = await post(
      { ...VALID, company: "  Northwind Traders ", email: " Priya@Northwind.EXAMPLE ", teamSize: "40" },
      freshIp(),
      { "user-agent": "QuoteTest/1.0" },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);

    const [quote, ...others] = await allQuotes();
    expect(others).toHaveLength(0);
    expect(quote).toMatchObject({
      company: "Northwind Traders",
      contact: "Priya Raman",
      email: "priya@northwind.example",
      phone: "+1 (415) 555-0199",
      teamSize: 40,
      message: "Twice a week for the support team, please.",
      status: "new",
      userAgent: "QuoteTest/1.0",
    });
    expect(quote?.createdAt).toBeInstanceOf(Date);
    expect((await allEvents()).map((event) => [event.quoteId, event.type])).toContainEqual([
      quote?.id,
      "submitted",
    ]);
  });

  it("stores a quote without the optional message", async () => {
    const { message: _omitted, ...withoutMessage } = VALID;
    expect((await post(withoutMessage)).json()).toEqual(SUCCESS);
    const [quote] = await allQuotes();
    expect(quote?.message).toBeNull();
  });

  it.each([
    ["a blank company", { company: "   " }, QUOTE_MESSAGES.company, "company"],
    ["a missing company", { company: undefined }, QUOTE_MESSAGES.company, "company"],
    ["a one-letter contact", { contact: " J " }, QUOTE_MESSAGES.contact, "contact"],
    ["a missing contact", { contact: undefined }, QUOTE_MESSAGES.contact, "contact"],
    ["an e-mail without a dot", { email: "priya@northwind" }, QUOTE_MESSAGES.email, "email"],
    ["an e-mail with a space", { email: "priya r@northwind.example" }, QUOTE_MESSAGES.email, "email"],
    ["a missing e-mail", { email: undefined }, QUOTE_MESSAGES.email, "email"],
    ["a team size of 0", { teamSize: 0 }, QUOTE_MESSAGES.teamSize, "teamSize"],
    ["a negative team size", { teamSize: -5 }, QUOTE_MESSAGES.teamSize, "teamSize"],
    ["a team size that is not a number", { teamSize: "many" }, QUOTE_MESSAGES.teamSize, "teamSize"],
    ["a fractional team size", { teamSize: 2.5 }, QUOTE_MESSAGES.teamSize, "teamSize"],
    ["a missing team size", { teamSize: undefined }, QUOTE_MESSAGES.teamSize, "teamSize"],
    ["a phone number over 40 characters", { phone: "1".repeat(41) }, QUOTE_MESSAGES.phone, "phone"],
    ["a message over 2,000 characters", { message: "a".repeat(2001) }, QUOTE_MESSAGES.message, "message"],
  ])("rejects %s with 400 and its message, storing nothing", async (_, change, message, field) => {
    const response = await post({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await allQuotes()).toHaveLength(0);
  });

  it("reports the first failing rule in the spec's order when several fields are wrong", async () => {
    const allWrong = { company: "", contact: "J", email: "nope", teamSize: 0 };
    expect((await post(allWrong)).json()).toEqual({
      success: false,
      message: QUOTE_MESSAGES.company,
      field: "company",
    });
    expect((await post({ ...allWrong, company: "Northwind" })).json()).toEqual({
      success: false,
      message: QUOTE_MESSAGES.contact,
      field: "contact",
    });
    expect((await post({ ...allWrong, company: "Northwind", contact: "Priya" })).json()).toEqual({
      success: false,
      message: QUOTE_MESSAGES.email,
      field: "email",
    });
    expect((await post({ ...VALID, teamSize: 0, phone: "1".repeat(41) })).json()).toEqual({
      success: false,
      message: QUOTE_MESSAGES.teamSize,
      field: "teamSize",
    });
    expect(await allQuotes()).toHaveLength(0);
  });

  it("answers a body that is not JSON with 415 and JSON that is not an object with 400", async () => {
    const form = await server.app.inject({
      method: "POST",
      url: QUOTE_URL,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "company=Northwind",
      remoteAddress: freshIp(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ success: false, message: "Please send the request as JSON." });

    const list = await post([VALID]);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ success: false, message: "The request body must be a JSON object." });
    expect(await allQuotes()).toHaveLength(0);
  });

  it("answers a filled honeypot exactly like a success and stores nothing", async () => {
    const response = await post({ ...VALID, website: "https://spam.example" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SUCCESS);
    expect(await allQuotes()).toHaveLength(0);
    expect(await allEvents()).toHaveLength(0);
  });

  it("limits each address to 10 quote requests a minute while others still get through", async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < 10; i++) expect((await post(VALID, ip)).statusCode).toBe(200);
    const eleventh = await post(VALID, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({
      success: false,
      message: "Too many requests. Please wait a minute and try again.",
    });
    expect(await allQuotes()).toHaveLength(10);
    expect((await post(VALID, "203.0.113.78")).statusCode).toBe(200);
  });
});

describe.each(testDatabases())("a quote request when the database is unreachable ($name)", (database) => {
  const server = useTestApp(database);
  beforeAll(() => server.app.database.close());

  it("answers 503 in plain words", async () => {
    const response = await server.app.inject({ method: "POST", url: QUOTE_URL, payload: VALID });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: "We can't save your details right now. Please try again in a few minutes.",
    });
  });
});
