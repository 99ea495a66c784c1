import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { DRY_RUN_SUFFIX, OUTREACH_NETWORK_ERROR } from "#contracts/outreach";
import { resultFromAnswer, resultFromError } from "./outreach-result.ts";

const URL = api.outreach.sms.path;
const httpError = (status: number, body?: unknown) =>
  new ApiError("http", `answered HTTP ${status}`, { url: URL, status, body });

describe("the result of a send", () => {
  it("shows the server's success text, which carries the dry-run mark", () => {
    expect(
      resultFromAnswer("sms", { success: true, message: "SMS sent successfully!", dryRun: false }),
    ).toEqual({
      tone: "success",
      text: "SMS sent successfully!",
    });
    const dry = `Email sent successfully!${DRY_RUN_SUFFIX}`;
    expect(resultFromAnswer("email", { success: true, message: dry, dryRun: true }).text).toBe(dry);
  });

  it("names the lead the server linked the send to, with the way to its page", () => {
    const id = "6f1c2a9e-0b7d-4c1e-9a55-0d6f4b8e2c11";
    expect(
      resultFromAnswer("sms", {
        success: true,
        message: "SMS sent successfully!",
        dryRun: false,
        linkedLead: { kind: "quote", id, name: "Bo Kim" },
      }),
    ).toEqual({
      tone: "success",
      text: "SMS sent successfully!",
      linkedLead: { name: "Bo Kim", pagePath: `/admin/leads/quote/${id}` },
    });
  });

  it("falls back to the spec's text when a success has no message", () => {
    expect(
      resultFromAnswer("call", { success: true, message: "", call_sid: "CA123", dryRun: false }).text,
    ).toBe("Call initiated! Call SID: CA123");
    expect(resultFromAnswer("whatsapp", { success: true, message: " ", dryRun: true }).text).toBe(
      `WhatsApp message sent successfully!${DRY_RUN_SUFFIX}`,
    );
  });

  it("shows 'Error: {message or Unknown error}' for a refusal", () => {
    expect(resultFromError(httpError(409, { success: false, message: "Twilio said no." }))).toEqual({
      tone: "error",
      text: "Error: Twilio said no.",
    });
    expect(
      resultFromError(httpError(502, { success: false, message: "The 'To' number is not valid." })),
    ).toEqual({
      tone: "error",
      text: "Error: The 'To' number is not valid.",
    });
    expect(resultFromError(httpError(400, { success: false, message: "", field: "to" })).text).toBe(
      "Error: Unknown error",
    );
  });

  it("turns the server's quiet-hours refusal into a question for staff, in its words", () => {
    const notice =
      "It is 22:40 for this lead. Calls and messages are allowed from 08:00 to 21:00 at their location.";
    expect(
      resultFromError(httpError(409, { success: false, message: notice, field: "quiet_hours_override" })),
    ).toEqual({ tone: "confirm", text: notice });
    expect(
      resultFromError(
        httpError(400, { success: false, message: "Bad value.", field: "quiet_hours_override" }),
      ),
    ).toEqual({ tone: "error", text: "Error: Bad value." });
  });

  it("says 'Network or server error.' without a usable answer", () => {
    const faults = [
      new ApiError("network", "no response", { url: URL }),
      new ApiError("invalid-response", "not JSON", { url: URL, status: 200 }),
      new ApiError("invalid-response", "not the contract's shape", {
        url: URL,
        status: 200,
        body: { ok: true },
      }),
      httpError(502),
      httpError(500, "<html>Bad gateway</html>"),
      new TypeError("Failed to fetch"),
    ];
    for (const error of faults) {
      expect(resultFromError(error)).toEqual({ tone: "error", text: OUTREACH_NETWORK_ERROR });
    }
  });
});
