import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { linkSigningKeys } from "../db/schema.ts";

/**
 * Tokens the server hands a visitor instead of an account (docs/decisions/050-trial-booking-times-and-calendars.md):
 * `book-trial`, which the lead form's answer carries so the thank-you view can book a time for the lead it just
 * stored, and `manage-trial`, the e-mailed link that moves or cancels a booking. A token is its claims in base64url
 * and an HMAC-SHA256 of them and its purpose, so one purpose's token never passes for another's.
 */
export type LinkPurpose = "book-trial" | "manage-trial";

/** A token that cannot be used: `invalid` (forged, altered, another purpose's, not ours) or `expired`. */
export class LinkTokenError extends Error {
  constructor(readonly reason: "invalid" | "expired") {
    super(reason === "expired" ? "The link has expired." : "The link is not valid.");
    this.name = "LinkTokenError";
  }
}

export interface LinkSigner {
  /** A token for the record `id`, good until `expiresAt`. */
  sign(purpose: LinkPurpose, id: string, expiresAt: Date): string;
  /** The record id the token names; throws LinkTokenError. */
  verify(purpose: LinkPurpose, token: string, now?: Date): string;
}

interface Claims {
  id: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const KEY_ID = "current";

/** The database's signing key, made by the first instance that asks (every later one reads the same row). */
async function signingKey(database: DatabaseHandle): Promise<Buffer> {
  await database.db
    .insert(linkSigningKeys)
    .values({ id: KEY_ID, secret: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ secret: linkSigningKeys.secret })
    .from(linkSigningKeys)
    .where(eq(linkSigningKeys.id, KEY_ID));
  if (!row) throw new Error("The link signing key could not be read back after it was written.");
  return Buffer.from(row.secret, "base64");
}

export function createLinkSigner(key: Buffer): LinkSigner {
  const mac = (purpose: LinkPurpose, body: string) =>
    createHmac("sha256", key).update(`${purpose}.${body}`).digest();

  return {
    sign(purpose, id, expiresAt) {
      const claims: Claims = { id, exp: Math.floor(expiresAt.getTime() / 1000) };
      const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
      return `${body}.${mac(purpose, body).toString("base64url")}`;
    },

    verify(purpose, token, now = new Date()) {
      const [body = "", signature = "", ...rest] = token.split(".");
      const given = Buffer.from(signature, "base64url");
      const expected = mac(purpose, body);
      if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new LinkTokenError("invalid");
      }
      const claims = readClaims(body);
      if (!claims) throw new LinkTokenError("invalid");
      if (claims.exp * 1000 <= now.getTime()) throw new LinkTokenError("expired");
      return claims.id;
    },
  };
}

/** The claims of a body whose signature held: still read defensively, as an older format might differ. */
function readClaims(body: string): Claims | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!value || typeof value !== "object") return undefined;
    const { id, exp } = value as Record<string, unknown>;
    return typeof id === "string" && typeof exp === "number" ? { id, exp } : undefined;
  } catch {
    return undefined;
  }
}

/** The signer of this database's links. */
export async function linkSigner(database: DatabaseHandle): Promise<LinkSigner> {
  return createLinkSigner(await signingKey(database));
}
