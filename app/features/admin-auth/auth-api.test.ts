import { describe, expect, it } from "vitest";
import { LOGIN_MESSAGES } from "../../../contracts/staff-auth.ts";
import { ApiError } from "../../lib/api.ts";
import { loginOutcomeFromAnswer, loginOutcomeFromError } from "./auth-api.ts";

const SESSION = {
  token: "csrf-token",
  user: { username: "owner" },
  dryRun: { call: true, sms: false, email: true, whatsapp: false },
};

const httpError = (status: number, body?: unknown) =>
  new ApiError("http", `POST /api/auth answered HTTP ${status}`, { url: "/api/auth", status, body });

describe("reading the sign-in answer", () => {
  it("signs in on success with a token", () => {
    expect(loginOutcomeFromAnswer({ success: true, ...SESSION })).toEqual({ ok: true, session: SESSION });
  });

  it("does not sign in on success without a token, and says authentication failed", () => {
    expect(loginOutcomeFromAnswer({ ...SESSION, success: true, token: "" })).toEqual({
      ok: false,
      message: LOGIN_MESSAGES.failed,
      fault: false,
    });
  });

  it("shows the server's message, or 'Authentication failed' without one", () => {
    expect(loginOutcomeFromAnswer({ success: false, message: "Account disabled." })).toEqual({
      ok: false,
      message: "Account disabled.",
      fault: false,
    });
    expect(loginOutcomeFromAnswer({ success: false, message: "  " })).toMatchObject({
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
      new ApiError("network", "no response", { url: "/api/auth" }),
      httpError(500, { success: false, message: "Something went wrong." }),
      httpError(502),
      httpError(401),
      new ApiError("invalid-response", "not JSON", { url: "/api/auth", status: 200 }),
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
