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

const USAGE = `Manage the staff accounts of the Harmoni Yoga admin area.

Usage: npm run staff -- <command>

Commands:
  add <username>             create an account; asks for the password twice
  list                       show every account: username, created, status
  disable <username>         stop an account from signing in and end its sessions
  reset-password <username>  set a new password and end the account's sessions
  reset-2fa <username>       turn off two-factor sign-in (a lost phone) and end the account's sessions
  help                       show this text

Passwords need 12 to 128 characters. Without a terminal the password is read as one line from
standard input:  printf '%s\\n' "$PASSWORD" | npm run staff -- add owner

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
    ["USERNAME", "CREATED (UTC)", "STATUS"],
    ...users.map((user) => [
      user.username,
      user.createdAt.toISOString().replace("T", " ").slice(0, 16),
      user.disabledAt ? "disabled" : "active",
    ]),
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows
    .map(([username = "", created = "", status = ""]) =>
      [username.padEnd(widths[0] ?? 0), created.padEnd(widths[1] ?? 0), status].join("  "),
    )
    .join("\n");
}

const CLI_AUDIT = { detail: { via: "cli" } };

interface Command {
  needsUsername: boolean;
  run(users: StaffUserService, username: string, io: CliIo): Promise<string>;
}

const COMMANDS: Record<string, Command> = {
  add: {
    needsUsername: true,
    async run(users, username, io) {
      const user = await users.create(username, await readNewPassword(io), CLI_AUDIT);
      return `Added staff user "${user.username}".`;
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
    async run(users, username) {
      await users.disable(username, CLI_AUDIT);
      return `Disabled "${normaliseUsername(username)}"; its sessions have ended.`;
    },
  },
  "reset-password": {
    needsUsername: true,
    async run(users, username, io) {
      await users.resetPassword(username, await readNewPassword(io), CLI_AUDIT);
      return `Set a new password for "${normaliseUsername(username)}"; its sessions have ended.`;
    },
  },
  "reset-2fa": {
    needsUsername: true,
    async run(users, username) {
      await users.resetTwoFactor(username, CLI_AUDIT);
      return `Turned off two-factor sign-in for "${normaliseUsername(username)}"; its sessions have ended. They set it up again from the Security page.`;
    },
  },
};

function parseArguments(args: string[]): { command: Command; username: string } | "help" {
  const [name, username, ...extra] = args;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") return "help";
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  if (command.needsUsername && !username) throw new UsageError(`"${name}" needs a username.`);
  if (extra.length > 0 || (!command.needsUsername && username !== undefined)) {
    throw new UsageError(`Too many arguments for "${name}".`);
  }
  return { command, username: username ?? "" };
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
    io.stdout.write(`${await parsed.command.run(createStaffUsers(database), parsed.username, io)}\n`);
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
