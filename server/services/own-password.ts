import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.ts";
import { staffUsers } from "../db/schema.ts";
import { type AuditContext, createAuditLog } from "./audit.ts";
import { clearAccountThrottle } from "./login-throttle.ts";
import { hashPassword, passwordProblem } from "./passwords.ts";
import { endOtherSessionsOfUser } from "./staff-sessions.ts";

/** A new password the estimator refused; the message says why in plain words. */
export class WeakPasswordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WeakPasswordError";
  }
}

/**
 * A signed-in staff member's new password (the Security page): checked for strength against their own
 * names, stored, and every other session of theirs ended, with the throttle on their name cleared, in one
 * transaction. The caller has re-authenticated them first.
 */
export async function changeOwnPassword(
  database: DatabaseHandle,
  change: { userId: string; newPassword: string; keepSession: string; context: AuditContext },
): Promise<void> {
  const [user] = await database.db
    .select({ username: staffUsers.username, email: staffUsers.email })
    .from(staffUsers)
    .where(eq(staffUsers.id, change.userId));
  if (!user) throw new Error(`staff user ${change.userId} vanished while changing their password`);
  const problem = passwordProblem(change.newPassword, user);
  if (problem) throw new WeakPasswordError(problem);
  const passwordHash = await hashPassword(change.newPassword);
  await database.transaction(async ({ db }) => {
    await db
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: sql`now()` })
      .where(eq(staffUsers.id, change.userId));
    const signedOut = await endOtherSessionsOfUser(db, change.userId, change.keepSession);
    await clearAccountThrottle(db, user.username);
    await createAuditLog(db).record("password_changed", {
      ...change.context,
      userId: change.userId,
      detail: { otherSessionsEnded: signedOut },
    });
  });
}
