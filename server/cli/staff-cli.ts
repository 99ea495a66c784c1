import { STAFF_ACCOUNT_MESSAGES, staffEmailSchema } from "#contracts/staff-accounts";
import { STAFF_ROLES, type StaffRole } from "#contracts/staff-roles";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { type DatabaseHandle, DatabaseLockedError, IN_MEMORY_DATA_DIR, openDatabase } from "../db/client.ts";
import {
  createStaffUsers,
  normaliseUsername,
  StaffUserError,
  type StaffUserService,
} from "../services/staff-users.ts";

const EXIT_OK = 0;
const EXIT_USER_ERROR = 1;
const EXIT_USAGE = 2;

const USAGE = `Manage the staff accounts of the Harmoni Yoga admin area. Owners also manage them on the
Staff accounts page; this command is for the first owner and for recovery.

Usage: npm run staff -- <command>

Commands:
  add <username> [--role owner|staff] [--email address]
                             create an account; asks for the password twice. While there is no
                             active owner the account is one; otherwise its role is --role (staff)
  list                       show every account: username, role, e-mail, created, status
  disable <username>         stop an account from signing in and end its sessions
  enable <username>          let a disabled account sign in again
  role <username> owner|staff
                             change an account's role (the last active owner stays one)
  reset-password <username>  set a new password, end the account's sessions and clear its
                             sign-in throttle
  reset-2fa <username>       turn off two-factor sign-in (a lost phone) and end the account's sessions
  help                       show this text

Passwords need 12 to 128 characters and must not be easy to guess. Without a terminal the password is
read as one line from standard input:  printf '%s\\n' "$PASSWORD" | npm run staff -- add owner

The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (stop the server first).`;

/** A problem the person at the terminal can fix; printed as one line. */
class CliError extends Error {}

class UsageError extends Error {}

/** Where the CLI reads and writes: the process's own streams, or test doubles of them. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdin: NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Reads one line from a pipe or file: the password, without its line ending. */
async function readLineFromStdin(io: CliIo): Promise<string> {
  let text = "";
  for await (const chunk of io.stdin) {
    text += chunk;
    if (text.includes("\n")) break;
  }
  const line = text.split(/\r?\n/)[0] ?? "";
  if (line === "") throw new CliError("No password was given on standard input.");
  return line;
}

/** Asks on the terminal without echoing what is typed. */
function askHidden(io: CliIo, prompt: string): Promise<string> {
  const { stdin } = io;
  io.stderr.write(prompt);
  stdin.setRawMode?.(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let typed = "";
    const finish = (settle: () => void) => {
      stdin.off("data", onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write("\n");
      settle();
    };
    const onData = (keys: string) => {
      for (const key of keys) {
        if (key === "\r" || key === "\n") return finish(() => resolve(typed));
        if (key === "\u0003" || key === "\u0004") return finish(() => reject(new CliError("Cancelled.")));
        if (key === "\u007f" || key === "\b") typed = [...typed].slice(0, -1).join("");
        else if (key >= " ") typed += key;
      }
    };
    stdin.on("data", onData);
  });
}

async function readNewPassword(io: CliIo): Promise<string> {
  if (!io.stdin.isTTY) return readLineFromStdin(io);
  const password = await askHidden(io, "Password: ");
  const repeated = await askHidden(io, "Repeat the password: ");
  if (password !== repeated) throw new CliError("The passwords do not match.");
  return password;
}

function formatList(users: Awaited<ReturnType<StaffUserService["list"]>>): string {
  if (users.length === 0) return "No staff users yet. Add one with: npm run staff -- add <username>";
  const rows = [
    ["USERNAME", "ROLE", "E-MAIL", "CREATED (UTC)", "STATUS"],
    ...users.map((user) => [
      user.username,
      user.role,
      user.email ?? "-",
      user.createdAt.toISOString().replace("T", " ").slice(0, 16),
      user.disabledAt ? "disabled" : user.passwordSet ? "active" : "invited",
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

function roleArgument(value: string | undefined, what: string): StaffRole {
  const role = STAFF_ROLES.find((known) => known === value);
  if (!role) throw new UsageError(`${what} must be owner or staff.`);
  return role;
}

/** What a command was given: its positional arguments after the username, and its --options. */
interface Given {
  username: string;
  rest: string[];
  options: Partial<Record<string, string>>;
}

interface Command {
  /** Positional arguments after the username, by name; the username itself always comes first. */
  after?: readonly string[];
  options?: readonly string[];
  needsUsername: boolean;
  run(users: StaffUserService, given: Given, io: CliIo): Promise<string>;
}

const COMMANDS: Record<string, Command> = {
  add: {
    needsUsername: true,
    options: ["role", "email"],
    async run(users, { username, options }, io) {
      const email = options.email === undefined ? null : staffEmailSchema.safeParse(options.email);
      if (email && !email.success) throw new CliError(STAFF_ACCOUNT_MESSAGES.email);
      const role = options.role === undefined ? "staff" : roleArgument(options.role, "--role");
      const user = await users.create(username, await readNewPassword(io), {
        role,
        email: email?.data ?? null,
      });
      const firstOwner =
        user.role === "owner" && role !== "owner" ? " (the first account is always one)" : "";
      return `Added staff user "${user.username}" as ${user.role === "owner" ? "an owner" : "staff"}${firstOwner}.`;
    },
  },
  list: {
    needsUsername: false,
    async run(users) {
      return formatList(await users.list());
    },
  },
  disable: {
    needsUsername: true,
    async run(users, { username }) {
      await users.disable(username);
      return `Disabled "${normaliseUsername(username)}"; its sessions have ended.`;
    },
  },
  enable: {
    needsUsername: true,
    async run(users, { username }) {
      await users.enable(username);
      return `Re-enabled "${normaliseUsername(username)}"; it can sign in again.`;
    },
  },
  role: {
    needsUsername: true,
    after: ["role"],
    async run(users, { username, rest }) {
      const role = roleArgument(rest[0], "The role");
      await users.setRole(username, role);
      return `"${normaliseUsername(username)}" is now ${role === "owner" ? "an owner" : "staff"}.`;
    },
  },
  "reset-password": {
    needsUsername: true,
    async run(users, { username }, io) {
      await users.resetPassword(username, await readNewPassword(io));
      return `Set a new password for "${normaliseUsername(username)}"; its sessions have ended and its sign-in throttle is cleared.`;
    },
  },
  "reset-2fa": {
    needsUsername: true,
    async run(users, { username }) {
      await users.resetTwoFactor(username);
      return `Turned off two-factor sign-in for "${normaliseUsername(username)}"; its sessions have ended. They set it up again from the Security page.`;
    },
  },
};

/** Splits `--name value` and `--name=value` options from the positional arguments. */
function splitOptions(name: string, args: string[], allowed: readonly string[]) {
  const positional: string[] = [];
  const options: Partial<Record<string, string>> = {};
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    const option = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!option) {
      positional.push(arg);
      continue;
    }
    const [, key = "", inline] = option;
    if (!allowed.includes(key)) throw new UsageError(`"${name}" takes no option --${key}.`);
    const value = inline ?? args[++index];
    if (value === undefined) throw new UsageError(`--${key} needs a value.`);
    options[key] = value;
  }
  return { positional, options };
}

function parseArguments(args: string[]): { command: Command; given: Given } | "help" {
  const [name, ...rest] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return "help";
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  const { positional, options } = splitOptions(name, rest, command.options ?? []);
  const [username, ...after] = positional;
  if (command.needsUsername && !username) throw new UsageError(`"${name}" needs a username.`);
  const expected = command.after ?? [];
  if (after.length < expected.length) throw new UsageError(`"${name}" needs a ${expected[after.length]}.`);
  if (after.length > expected.length || (!command.needsUsername && username !== undefined)) {
    throw new UsageError(`Too many arguments for "${name}".`);
  }
  if (options.role !== undefined) roleArgument(options.role, "--role");
  if (expected.includes("role")) roleArgument(after[expected.indexOf("role")], "The role");
  return { command, given: { username: username ?? "", rest: after, options } };
}

function readConfig(env: CliIo["env"]): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message.replace(/\n\s*/g, " "));
    throw error;
  }
}

function databaseOptions(config: Config) {
  if (config.databaseUrl) return { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  if (config.dataDir === IN_MEMORY_DATA_DIR) {
    throw new CliError(
      `DATA_DIR is ${IN_MEMORY_DATA_DIR}: nothing would be kept. Point it at the server's data folder.`,
    );
  }
  return { dataDir: config.dataDir };
}

/** Runs one staff command and answers the process exit code. */
export async function runStaffCli(args: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return EXIT_USAGE;
  }
  if (parsed === "help") {
    io.stdout.write(`${USAGE}\n`);
    return EXIT_OK;
  }

  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(databaseOptions(readConfig(io.env)));
    io.stdout.write(`${await parsed.command.run(createStaffUsers(database), parsed.given, io)}\n`);
    return EXIT_OK;
  } catch (error) {
    if (
      error instanceof StaffUserError ||
      error instanceof CliError ||
      error instanceof DatabaseLockedError
    ) {
      io.stderr.write(`${error.message}\n`);
      return EXIT_USER_ERROR;
    }
    throw error;
  } finally {
    await database?.close();
  }
}
