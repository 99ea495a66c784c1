import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { createStaffUsers, StaffUserError } from "./staff-users.ts";

/** The first account's settings are wrong; the server must not start half-configured. */
export class StaffBootstrapError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StaffBootstrapError";
  }
}

/**
 * Creates the first staff account from ADMIN_USERNAME/ADMIN_PASSWORD while there is none, so a new
 * installation can be signed in to. Once any account exists the settings are ignored.
 */
export async function bootstrapFirstStaffUser(deps: {
  database: DatabaseHandle;
  bootstrap: { username: string; password: string } | undefined;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { database, bootstrap, log } = deps;
  if (!bootstrap) return;
  const users = createStaffUsers(database);
  if ((await users.count()) > 0) return;
  try {
    // The first account is an owner: it is the one that adds everybody else (ADR 036).
    const user = await users.create(bootstrap.username, bootstrap.password, {
      role: "owner",
      via: "bootstrap",
    });
    log.info({ username: user.username }, "first staff user created from ADMIN_USERNAME");
  } catch (error) {
    if (!(error instanceof StaffUserError)) throw error;
    // Several instances starting together on one PostgreSQL: another one created it first.
    if (error.code === "taken") return;
    const variable = error.code === "invalid_username" ? "ADMIN_USERNAME" : "ADMIN_PASSWORD";
    throw new StaffBootstrapError(`${variable} cannot be used for the first staff user: ${error.message}`);
  }
}
