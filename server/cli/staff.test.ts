import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "#tests/support/db.ts";
import { type DatabaseHandle, IN_MEMORY_DATA_DIR, openDatabase } from "../db/client.ts";
import { auditLog, signInThrottle, staffRecoveryCodes, staffSessions } from "../db/schema.ts";
import { createLoginThrottle } from "../services/login-throttle.ts";
import { verifyPassword } from "../services/passwords.ts";
import { createSecretBox } from "../services/secret-box.ts";
import { createStaffSessions } from "../services/staff-sessions.ts";
import { createStaffUsers } from "../services/staff-users.ts";
import { totpCode } from "../services/totp.ts";
import { createTwoFactor } from "../services/two-factor.ts";
import { runStaffCli } from "./staff-cli.ts";

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI's environment, pointed at one database. */
function cliEnv(target: { dataDir: string; databaseUrl?: string }): Record<string, string | undefined> {
  return { NODE_ENV: "production", DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl };
}

function sink() {
  let text = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk;
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs the CLI in this process with piped standard input, as `printf … | npm run staff -- …` would. */
async function runCli(
  env: Record<string, string | undefined>,
  args: string[],
  stdin = "",
): Promise<CliResult> {
  const stdout = sink();
  const stderr = sink();
  const code = await runStaffCli(args, {
    env,
    stdin: Readable.from(stdin === "" ? [] : [stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** The documented command itself, as a child process: npm, tsx and all. */
function runNpmStaff(env: NodeJS.ProcessEnv, args: string[], stdin: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "staff", "--", ...args], { env, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

// Every run opens the embedded database afresh, as the command does: a few seconds each on a quiet machine,
// past the default 30 s for a test of several runs on a loaded one.
describe.each(testDatabases())("npm run staff on $name", { timeout: 120_000 }, (database) => {
  const target = database.persistentConfig();
  const run = (args: string[], stdin?: string) => runCli(cliEnv(target), args, stdin);

  /** Looks at the database between runs; closed again so the next run can open it. */
  async function withDatabase<T>(
    look: (users: ReturnType<typeof createStaffUsers>, handle: DatabaseHandle) => Promise<T>,
  ): Promise<T> {
    const handle = await openDatabase(target);
    try {
      return await look(createStaffUsers(handle), handle);
    } finally {
      await handle.close();
    }
  }

  beforeAll(() => database.setup());
  afterAll(() => database.teardown());

  it("adds the first user as an owner with the password from stdin and lists it as active", async () => {
    const added = await run(["add", " Maya "], "morning flow passphrase\n");
    expect(added).toEqual({
      code: 0,
      stdout: 'Added staff user "maya" as an owner (the first account is always one).\n',
      stderr: "",
    });

    const listed = await run(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /^USERNAME +ROLE +E-MAIL +CREATED \(UTC\) +STATUS\nmaya +owner +- +\d{4}-\d\d-\d\d \d\d:\d\d +active\n$/,
    );

    const stored = await withDatabase((users) => users.findActiveByUsername("maya"));
    expect(await verifyPassword(stored?.passwordHash, "morning flow passphrase")).toBe(true);
  });

  it("adds later users as staff unless --role says owner, with their e-mail; refuses a bad address", async () => {
    expect(await run(["add", "lena", "--email", "Lena@Studio.example"], "evening flow passphrase\n")).toEqual(
      {
        code: 0,
        stdout: 'Added staff user "lena" as staff.\n',
        stderr: "",
      },
    );
    expect(await run(["add", "--role=owner", "omar"], "sunrise flow passphrase\n")).toMatchObject({
      code: 0,
      stdout: 'Added staff user "omar" as an owner.\n',
    });
    expect(await run(["add", "nadia", "--email", "not an address"], "midday flow passphrase\n")).toEqual({
      code: 1,
      stdout: "",
      stderr: "Please enter a valid e-mail address.\n",
    });
    const listed = (await run(["list"])).stdout;
    expect(listed).toMatch(/^lena +staff +lena@studio\.example +\S+ \S+ +active$/m);
    expect(listed).toMatch(/^omar +owner +- +\S+ \S+ +active$/m);
  });

  it("refuses a taken username, a short password and a missing password with one line each", async () => {
    expect(await run(["add", "taken"], "morning flow passphrase\n")).toMatchObject({ code: 0 });
    expect(await run(["add", "TAKEN"], "another good passphrase\n")).toEqual({
      code: 1,
      stdout: "",
      stderr: 'The username "taken" is already taken.\n',
    });
    expect(await run(["add", "shorty"], "too short\n")).toEqual({
      code: 1,
      stdout: "",
      stderr: "The password must be at least 12 characters long.\n",
    });
    expect(await run(["add", "silent"], "")).toEqual({
      code: 1,
      stdout: "",
      stderr: "No password was given on standard input.\n",
    });
  });

  it("disables a user, shows it as disabled, and says so when asked again", async () => {
    await run(["add", "leaving"], "morning flow passphrase\n");
    expect(await run(["disable", "leaving"])).toEqual({
      code: 0,
      stdout: 'Disabled "leaving"; its sessions have ended.\n',
      stderr: "",
    });
    expect((await run(["list"])).stdout).toMatch(/^leaving +staff +- +\S+ \S+ +disabled$/m);
    expect(await run(["disable", "leaving"])).toMatchObject({
      code: 1,
      stderr: 'The staff user "leaving" is already disabled.\n',
    });
    expect(await run(["disable", "ghost"])).toMatchObject({
      code: 1,
      stderr: 'There is no staff user "ghost".\n',
    });
  });

  it("resets a password from stdin and clears the account's sign-in throttle", async () => {
    await run(["add", "forgetful"], "morning flow passphrase\n");
    await withDatabase(async (_users, handle) => {
      const throttle = createLoginThrottle(handle, {
        maxFailures: 5,
        maxFailuresPerIp: 20,
        maxFailuresPerUsername: 10,
        windowMinutes: 15,
      });
      await throttle.admit({ username: "forgetful", ip: "203.0.113.9" });
    });
    expect(await run(["reset-password", "forgetful"], "evening calm passphrase\r\n")).toEqual({
      code: 0,
      stdout:
        'Set a new password for "forgetful"; its sessions have ended and its sign-in throttle is cleared.\n',
      stderr: "",
    });
    const stored = await withDatabase((users) => users.findActiveByUsername("forgetful"));
    expect(await verifyPassword(stored?.passwordHash, "evening calm passphrase")).toBe(true);
    expect(await verifyPassword(stored?.passwordHash, "morning flow passphrase")).toBe(false);
    const throttled = await withDatabase((_users, { db }) =>
      db.select().from(signInThrottle).where(eq(signInThrottle.username, "forgetful")),
    );
    expect(throttled).toEqual([]);
  });

  it("re-enables a disabled account, and says so when it is already active", async () => {
    await run(["add", "returning"], "morning flow passphrase\n");
    await run(["disable", "returning"]);
    expect(await run(["enable", "Returning"])).toEqual({
      code: 0,
      stdout: 'Re-enabled "returning"; it can sign in again.\n',
      stderr: "",
    });
    expect(await run(["enable", "returning"])).toMatchObject({
      code: 1,
      stderr: 'The staff user "returning" is already active.\n',
    });
  });

  it("changes a role, but never takes the last active owner's away or disables them", async () => {
    const owners = (await withDatabase((users) => users.list())).filter(
      (user) => user.role === "owner" && !user.disabledAt,
    );
    for (const owner of owners.slice(1)) await run(["role", owner.username, "staff"]);
    const last = owners[0]?.username ?? "";
    expect(await run(["role", last, "staff"])).toEqual({
      code: 1,
      stdout: "",
      stderr: `${last} is the last active owner. Make another account an owner first.\n`,
    });
    expect(await run(["disable", last])).toMatchObject({
      code: 1,
      stderr: `${last} is the last active owner. Make another account an owner first.\n`,
    });
    await run(["add", "deputy"], "morning flow passphrase\n");
    expect(await run(["role", "deputy", "owner"])).toEqual({
      code: 0,
      stdout: '"deputy" is now an owner.\n',
      stderr: "",
    });
    expect(await run(["role", last, "staff"])).toMatchObject({
      code: 0,
      stdout: `"${last}" is now staff.\n`,
    });
    const audit = await withDatabase((_users, { db }) =>
      db
        .select({ username: auditLog.username, detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.action, "user_role_changed")),
    );
    expect(audit).toContainEqual({ username: "deputy", detail: { via: "cli", from: "staff", to: "owner" } });
  });

  it("resets two-factor sign-in for a lost phone: off, recovery codes gone, sessions ended, audited", async () => {
    await run(["add", "phoneless"], "morning flow passphrase\n");
    await withDatabase(async (users, handle) => {
      const user = await users.findActiveByUsername("phoneless");
      if (!user) throw new Error("phoneless was not added");
      const twoFactor = createTwoFactor(handle, {
        now: () => new Date(),
        required: false,
        box: createSecretBox([{ id: "cli-test", key: randomBytes(32) }]),
        log: pino({ level: "silent" }),
      });
      const { secret } = await twoFactor.begin(user.id, user.username);
      await twoFactor.confirm(user.id, totpCode(secret, new Date()), { keepSession: "" });
      await createStaffSessions(handle.db, { idleMinutes: 30, absoluteHours: 8 }).create(user.id, {});
    });

    expect(await run(["reset-2fa", "Phoneless"])).toEqual({
      code: 0,
      stdout:
        'Turned off two-factor sign-in for "phoneless"; its sessions have ended. They set it up again from the Security page.\n',
      stderr: "",
    });
    const after = await withDatabase(async (users, { db }) => {
      const user = await users.findActiveByUsername("phoneless");
      return {
        enabled: user?.twoFactorEnabled,
        sessions: (
          await db
            .select()
            .from(staffSessions)
            .where(eq(staffSessions.userId, user?.id ?? ""))
        ).length,
        codes: (
          await db
            .select()
            .from(staffRecoveryCodes)
            .where(eq(staffRecoveryCodes.userId, user?.id ?? ""))
        ).length,
        audit: await db
          .select({ username: auditLog.username, detail: auditLog.detail })
          .from(auditLog)
          .where(eq(auditLog.action, "two_factor_reset")),
      };
    });
    expect(after).toEqual({
      enabled: false,
      sessions: 0,
      codes: 0,
      audit: [{ username: "phoneless", detail: { via: "cli" } }],
    });
    expect(await run(["reset-2fa", "ghost"])).toMatchObject({
      code: 1,
      stderr: 'There is no staff user "ghost".\n',
    });
  });
});

describe("npm run staff usage", () => {
  const env = cliEnv({ dataDir: IN_MEMORY_DATA_DIR });

  it("prints help, and answers wrong usage with exit code 2", async () => {
    const help = await runCli(env, ["help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: npm run staff -- <command>");
    expect(await runCli(env, ["promote", "maya"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^Unknown command "promote"\.\n\nManage the staff accounts/),
    });
    expect(await runCli(env, ["add"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^"add" needs a username\./),
    });
    expect(await runCli(env, ["list", "extra"])).toMatchObject({ code: 2 });
    expect(await runCli(env, ["role", "maya", "boss"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^The role must be owner or staff\./),
    });
    expect(await runCli(env, ["role", "maya"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^"role" needs a role\./),
    });
    expect(await runCli(env, ["add", "maya", "--colour", "red"])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/^"add" takes no option --colour\./),
    });
    expect(await runCli(env, ["list"])).toEqual({
      code: 1,
      stdout: "",
      stderr: "DATA_DIR is memory://: nothing would be kept. Point it at the server's data folder.\n",
    });
  });
});

describe("npm run staff and a running server on one embedded database", () => {
  const target = { dataDir: mkdtempSync(join(tmpdir(), "harmoni-cli-lock-")) };
  afterAll(() => rmSync(target.dataDir, { recursive: true, force: true }));

  it("refuses to open the embedded database while another process has it, and opens it after a dead one", async () => {
    const server = await openDatabase(target);
    try {
      expect(await runCli(cliEnv(target), ["list"])).toEqual({
        code: 1,
        stdout: "",
        stderr:
          `The embedded database in ${target.dataDir} is in use by another process (pid ${process.pid}). ` +
          "Stop the server first, or use PostgreSQL (DATABASE_URL).\n",
      });
    } finally {
      await server.close();
    }

    const finished = spawn(process.execPath, ["-e", ""]);
    const deadPid = await new Promise<number>((resolve) =>
      finished.on("exit", () => resolve(finished.pid ?? 0)),
    );
    // What a crash leaves: the file names a dead process, and no process holds the kernel's lock on it.
    writeFileSync(join(target.dataDir, "harmoni.lock"), String(deadPid));
    expect(await runCli(cliEnv(target), ["list"])).toMatchObject({ code: 0, stderr: "" });
  });
});

describe("npm run staff, as the README shows it", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "harmoni-cli-npm-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds a user from a piped password and lists it", { timeout: 120_000 }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    expect(await runNpmStaff(env, ["add", "owner"], "sunrise salutation 108\n")).toEqual({
      code: 0,
      stdout: 'Added staff user "owner" as an owner (the first account is always one).\n',
      stderr: "",
    });
    expect((await runNpmStaff(env, ["list"], "")).stdout).toMatch(/^owner +owner +- +\S+ \S+ +active$/m);
  });
});
