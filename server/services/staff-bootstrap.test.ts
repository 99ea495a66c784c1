import { describe, expect, it } from "vitest";
import { testConfig } from "#tests/support/config.ts";
import { testDatabases } from "#tests/support/db.ts";
import { signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";
import type { Config } from "../config.ts";
import { auditLog } from "../db/schema.ts";
import { bootstrapFirstStaffUser } from "./staff-bootstrap.ts";
import { createStaffUsers } from "./staff-users.ts";

function withBootstrap(username: string, password: string): Partial<Config> {
  return { staff: { ...testConfig().staff, bootstrap: { username, password } } };
}

describe.each(testDatabases())("first staff user from ADMIN_USERNAME/ADMIN_PASSWORD on $name", (database) => {
  const server = useTestApp(database, {
    persistent: true,
    config: withBootstrap("Owner", "first start passphrase"),
  });
  const users = () => createStaffUsers(server.app.database).list();

  it("creates the first account at start, an owner; it can sign in", async () => {
    expect((await users()).map(({ username, role }) => ({ username, role }))).toEqual([
      { username: "owner", role: "owner" },
    ]);
    await expect(
      signIn(server.app, { username: "owner", password: "first start passphrase" }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
    const created = await server.app.database.db.select().from(auditLog);
    expect(created.filter((entry) => entry.action === "user_created")).toEqual([
      expect.objectContaining({ username: "owner", detail: { via: "bootstrap", role: "owner" } }),
    ]);
  });

  it("creates nothing once an account exists, even with other settings or a short password", async () => {
    await server.restart(undefined, withBootstrap("second", "another long passphrase"));
    await server.restart(undefined, withBootstrap("third", "short"));
    expect((await users()).map((user) => user.username)).toEqual(["owner"]);
  });
});

describe.each(testDatabases())("refused first staff user settings on $name", (database) => {
  const server = useTestApp(database, { persistent: true });

  it("refuses to start with a short ADMIN_PASSWORD and says why", async () => {
    await server.restart(async () => {
      await expect(server.build(withBootstrap("owner", "too short"))).rejects.toThrow(
        "ADMIN_PASSWORD cannot be used for the first staff user: The password must be at least 12 characters long.",
      );
    });
    expect(await createStaffUsers(server.app.database).list()).toEqual([]);
  });

  it("refuses to start with an unusable ADMIN_USERNAME and says why", async () => {
    await server.restart(async () => {
      await expect(server.build(withBootstrap("o w", "a long enough passphrase"))).rejects.toThrow(
        /^ADMIN_USERNAME cannot be used for the first staff user: A username must be 3 to 50 characters/,
      );
    });
  });

  it("creates the account once when several instances start at the same moment", async () => {
    const start = () =>
      bootstrapFirstStaffUser({
        database: server.app.database,
        bootstrap: { username: "owner", password: "a long enough passphrase" },
        log: server.app.log,
      });
    await expect(Promise.all([start(), start(), start()])).resolves.toHaveLength(3);
    expect((await createStaffUsers(server.app.database).list()).map((user) => user.username)).toEqual([
      "owner",
    ]);
  });
});
