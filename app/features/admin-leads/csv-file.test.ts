import { describe, expect, it } from "vitest";
import { filenameFromContentDisposition } from "./csv-file.ts";

const FALLBACK = "leads.csv";

describe("the name of a downloaded file", () => {
  it("reads a quoted, a bare and an RFC 6266 extended file name", () => {
    expect(
      filenameFromContentDisposition('attachment; filename="harmoni-leads-2026-11-21.csv"', FALLBACK),
    ).toBe("harmoni-leads-2026-11-21.csv");
    expect(filenameFromContentDisposition("attachment; filename=leads.csv; size=12", FALLBACK)).toBe(
      "leads.csv",
    );
    expect(
      filenameFromContentDisposition(
        "attachment; filename=\"fallback.csv\"; filename*=UTF-8''harmoni%20leads%E2%80%93nov.csv",
        FALLBACK,
      ),
    ).toBe("harmoni leads–nov.csv");
  });

  it("unescapes a quoted name", () => {
    expect(filenameFromContentDisposition('attachment; filename="a \\"b\\".csv"', FALLBACK)).toBe(
      'a "b".csv',
    );
  });

  it("keeps only the last path segment", () => {
    expect(filenameFromContentDisposition('attachment; filename="../../etc/leads.csv"', FALLBACK)).toBe(
      "leads.csv",
    );
    expect(filenameFromContentDisposition('attachment; filename="C:\\\\tmp\\\\x.csv"', FALLBACK)).toBe(
      "x.csv",
    );
  });

  it("falls back without a usable name", () => {
    for (const header of [
      null,
      "",
      "attachment",
      'attachment; filename=""',
      "attachment; filename*=UTF-8''%E2",
    ]) {
      expect(filenameFromContentDisposition(header, FALLBACK)).toBe(FALLBACK);
    }
  });
});
