import { describe, expect, it } from "vitest";
import { auditQuery, searchFromView, viewFromSearch } from "./audit-view.ts";

describe("the audit log's view in the address", () => {
  it("reads every key, and writes back only those that hold something", () => {
    const view = viewFromSearch(new URLSearchParams("who=maya&action=sign_in&before=120&page=3"));
    expect(view).toEqual({ who: "maya", action: "sign_in", from: "", to: "", before: "120", after: "" });
    expect(searchFromView(view)).toBe("?who=maya&action=sign_in&before=120");
    expect(searchFromView({ who: "  " })).toBe("");
    expect(auditQuery(view)).toEqual({ who: "maya", action: "sign_in", before: "120" });
  });
});
