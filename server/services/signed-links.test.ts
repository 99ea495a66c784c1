import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createLinkSigner, LinkTokenError, linkSigner } from "./signed-links.ts";

const BOOKING = "0b5d7a1e-3c1f-4a8e-9d2b-6f4e8c7a9b10";
const NOW = new Date("2026-11-27T12:00:00Z");
const LATER = new Date("2026-11-28T12:00:00Z");

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof LinkTokenError) return error.reason;
    throw error;
  }
}

describe("signed links", () => {
  const signer = createLinkSigner(Buffer.alloc(32, 7));

  it("gives back the id a token was signed for, until it expires", () => {
    const token = signer.sign("manage-trial", BOOKING, LATER);
    expect(signer.verify("manage-trial", token, NOW)).toBe(BOOKING);
    expect(reasonOf(() => signer.verify("manage-trial", token, LATER))).toBe("expired");
  });

  it("refuses an altered, forged, truncated or other-purpose token as invalid", () => {
    const token = signer.sign("manage-trial", BOOKING, LATER);
    const [body = "", signature = ""] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ id: "someone-else", exp: 1e10 })).toString("base64url");
    expect(reasonOf(() => signer.verify("manage-trial", `${otherBody}.${signature}`, NOW))).toBe("invalid");
    expect(reasonOf(() => signer.verify("manage-trial", `${body}.${signature.slice(0, -2)}`, NOW))).toBe(
      "invalid",
    );
    expect(reasonOf(() => signer.verify("manage-trial", body, NOW))).toBe("invalid");
    expect(reasonOf(() => signer.verify("book-trial", token, NOW))).toBe("invalid");
    const stranger = createLinkSigner(Buffer.alloc(32, 9)).sign("manage-trial", BOOKING, LATER);
    expect(reasonOf(() => signer.verify("manage-trial", stranger, NOW))).toBe("invalid");
    expect(reasonOf(() => signer.verify("manage-trial", `${token}.extra`, NOW))).toBe("invalid");
  });
});

for (const database of testDatabases()) {
  describe(`the link signing key (${database.name})`, () => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      await database.setup();
      handle = await openDatabase(database.config());
    });
    afterAll(async () => {
      await handle?.close();
      await database.teardown();
    });

    it("is made once, so every signer of the database checks the others' tokens", async () => {
      const [first, second] = await Promise.all([linkSigner(handle), linkSigner(handle)]);
      const token = first.sign("manage-trial", BOOKING, LATER);
      expect(second.verify("manage-trial", token, NOW)).toBe(BOOKING);
      expect((await linkSigner(handle)).verify("manage-trial", token, NOW)).toBe(BOOKING);
    });
  });
}
