import { createHash, randomBytes } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { staffTrustedDevices, staffUsers } from "../db/schema.ts";
import { isWellFormedToken } from "./staff-sessions.ts";

/** How long a browser stays trusted after a sign-in on it; each sign-in there starts the time again. */
export const TRUSTED_DEVICE_DAYS = 180;

export interface TrustedDevices {
  /** The device cookie's hash when it is a live one of this username's, else undefined. */
  recognise(cookieValue: string | undefined, username: string): Promise<string | undefined>;
  /**
   * After a sign-in: keeps the browser's cookie when it is already this user's, or answers a new one for the
   * browser to keep. A browser holds one, so a second colleague signing in on it takes it over.
   */
  remember(userId: string, cookieValue: string | undefined): Promise<string | undefined>;
}

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * OWASP's device cookies, kept as rows so they can be counted and dropped: a browser its owner signed in on
 * gets a throttle of its own (login-throttle.ts), which strangers elsewhere cannot use up (ADR 035).
 */
export function createTrustedDevices(db: Database): TrustedDevices {
  const live = sql`${staffTrustedDevices.expiresAt} > now()`;
  const lifetime = sql`now() + make_interval(days => ${TRUSTED_DEVICE_DAYS})`;

  return {
    async recognise(cookieValue, username) {
      if (!cookieValue || !isWellFormedToken(cookieValue)) return undefined;
      const idHash = sha256(cookieValue);
      const [device] = await db
        .select({ idHash: staffTrustedDevices.idHash })
        .from(staffTrustedDevices)
        .innerJoin(staffUsers, eq(staffUsers.id, staffTrustedDevices.userId))
        .where(and(eq(staffTrustedDevices.idHash, idHash), eq(staffUsers.username, username), live));
      return device?.idHash;
    },

    async remember(userId, cookieValue) {
      if (cookieValue && isWellFormedToken(cookieValue)) {
        const idHash = sha256(cookieValue);
        const kept = await db
          .update(staffTrustedDevices)
          .set({ expiresAt: lifetime })
          .where(and(eq(staffTrustedDevices.idHash, idHash), eq(staffTrustedDevices.userId, userId), live))
          .returning({ idHash: staffTrustedDevices.idHash });
        if (kept.length > 0) return undefined;
        // The browser's cookie is about to be replaced, so a colleague's trust in it has nothing left to hold.
        await db.delete(staffTrustedDevices).where(eq(staffTrustedDevices.idHash, idHash));
      }
      await db.delete(staffTrustedDevices).where(lte(staffTrustedDevices.expiresAt, sql`now()`));
      const value = randomBytes(32).toString("base64url");
      await db.insert(staffTrustedDevices).values({ idHash: sha256(value), userId, expiresAt: lifetime });
      return value;
    },
  };
}
