import { describe, expect, it } from "vitest";
import { hashTargetId, offsetScrollTop, scrollBehaviorFor } from "./scroll.ts";

describe("hashTargetId", () => {
  it("names the element after the hash sign", () => {
    expect(hashTargetId("#pricing")).toBe("pricing");
    expect(hashTargetId("features")).toBe("features");
  });

  it("is null for an empty hash", () => {
    expect(hashTargetId("")).toBeNull();
    expect(hashTargetId("#")).toBeNull();
  });

  it("decodes escaped ids and keeps malformed escapes as written", () => {
    expect(hashTargetId("#how%20it%20works")).toBe("how it works");
    expect(hashTargetId("#100%")).toBe("100%");
  });
});

describe("offsetScrollTop", () => {
  it("lands the element right under the header", () => {
    expect(offsetScrollTop(900, 200, 72)).toBe(1028);
  });

  it("never scrolls above the page top", () => {
    expect(offsetScrollTop(20, 0, 72)).toBe(0);
  });
});

describe("scrollBehaviorFor", () => {
  it("glides unless the visitor prefers reduced motion", () => {
    expect(scrollBehaviorFor(false)).toBe("smooth");
    expect(scrollBehaviorFor(true)).toBe("auto");
  });
});
