import { describe, expect, it } from "vitest";
import { ApiError } from "#app/lib/api.ts";
import * as api from "#contracts/api";
import { LOGIN_MESSAGES } from "#contracts/staff-auth";
import { loginOutcomeFromError } from "./auth-api.ts";

const SESSION = {
  token: "csrf-token",
  user: { username: "owner" },
  dryRun: { call: true, sms: false, email: true, whatsapp: false },
};

const URL = api.login.path;
const httpError = (status: number, body?: unknown) =>
  new ApiError("http", `POST ${URL} answered HTTP ${status}`, { url: URL, status, body });
/** A 200 whose JSON is not a session: callApi refuses it against the contract. */
const notASession = (body: unknown) =>
  new ApiError("invalid-response", `POST ${URL} answered with an unexpected shape`, {
    url: URL,
    status: 200,
    body,
  });

describe("reading a sign-in answer that is not a session", () => {
  it("does not sign in on success without a token, and says authentication failed", () => {
    expect(loginOutcomeFromError(notASession({ ...SESSION, success: true, token: "" }))).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.failed,
      fault: false,
    });
  });

  it("shows the server's message, or 'Authentication failed' without one", () => {
    expect(loginOutcomeFromError(notASession({ success: false, message: "Account disabled." }))).toEqual({
      ok: false,
      message: "Account disabled.",
      fault: false,
    });
    expect(loginOutcomeFromError(notASession({ success: false, message: "  " }))).toMatchObject({
      message: LOGIN_MESSAGES.failed,
    });
  });
});

describe("reading a failed sign-in request", () => {
  it("shows the words of a refusal the server explained (401, 429), keeping the session state", () => {
    expect(
      loginOutcomeFromError(httpError(401, { success: false, message: "Invalid username or password." })),
    ).toEqual({ ok: false, message: "Invalid username or password.", fault: false });
    expect(loginOutcomeFromError(httpError(429, { success: false }))).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.failed,
      fault: false,
    });
  });

  it("never signs in from an error status, whatever the body says", () => {
    expect(loginOutcomeFromError(httpError(400, { success: true, ...SESSION }))).toMatchObject({ ok: false });
  });

  it("treats no answer, a server error or a non-JSON answer as a fault", () => {
    const faults = [
      new ApiError("network", "no response", { url: URL }),
      httpError(500, { success: false, message: "Something went wrong." }),
      httpError(502),
      httpError(401),
      new ApiError("invalid-response", "not JSON", { url: URL, status: 200 }),
      new TypeError("unexpected"),
    ];
    for (const error of faults) {
      expect(loginOutcomeFromError(error)).toEqual({
        ok: false,
        message: LOGIN_MESSAGES.network,
        fault: true,
      });
    }
  });
});
