import { describe, expect, it } from "vitest";
import { STAFF_PAGES } from "#contracts/staff-pages";
import { afterSignInPath } from "./came-from.ts";

const cameFrom = (pathname: string, search = "", hash = "") => ({ from: { pathname, search, hash } });

describe("where sign-in leads", () => {
  it("returns to the remembered staff page with its query and fragment", () => {
    expect(afterSignInPath(cameFrom("/admin/send-sms", "?x=1", "#message"))).toBe(
      "/admin/send-sms?x=1#message",
    );
  });

  it("goes to the dashboard without a remembered page", () => {
    expect(afterSignInPath(null)).toBe(STAFF_PAGES.dashboard);
    expect(afterSignInPath(undefined)).toBe(STAFF_PAGES.dashboard);
    expect(afterSignInPath({ from: "/admin/send-sms" })).toBe(STAFF_PAGES.dashboard);
  });

  it("never leaves the staff area or loops back to the login page", () => {
    for (const pathname of [
      "/",
      "/blog",
      "//evil.example/admin/",
      "/administrator",
      "/admin",
      "/admin/login",
    ]) {
      expect(afterSignInPath(cameFrom(pathname))).toBe(STAFF_PAGES.dashboard);
    }
  });
});
