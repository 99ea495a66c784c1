/**
 * The pages are prerendered, so the studio settings are written into them when the site is built: the promise
 * ("within 24 hours"), the phone, the offices. A server whose settings differ would promise one thing in its
 * e-mails, alerts and due times while the pages say another, so it refuses to start
 * (docs/decisions/040-studio-settings-and-facts-once.md).
 */
import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { StudioSettings } from "#contracts/studio-settings";
import { BUILT_SETTINGS_FILE } from "#contracts/studio-settings-file";

export class BuiltSettingsMismatchError extends Error {
  constructor(
    readonly builtWith: string,
    readonly differences: string[],
  ) {
    super(
      `The site in ${dirname(builtWith)} was built with other studio settings than this server's:\n${differences
        .map((difference) => `  - ${difference}`)
        .join(
          "\n",
        )}\nBuild the site again (npm run build) with the same settings file and RESPONSE_PROMISE_HOURS ` +
        "as the server, or start the server with the ones the site was built with.",
    );
    this.name = "BuiltSettingsMismatchError";
  }
}

function describeDifference(key: string, built: unknown, running: unknown): string {
  if (key === "responsePromiseHours")
    return `responsePromiseHours: the pages promise ${built}, the server ${running}`;
  return `${key}: the pages show other values than the server's settings file`;
}

/**
 * Compares the settings the client build recorded beside itself with the server's. A folder without the
 * record (no client build, or one of the API tests' stand-ins) has nothing to disagree with.
 */
export async function checkBuiltSettings(clientDir: string, settings: StudioSettings): Promise<void> {
  const recordPath = join(dirname(resolve(clientDir)), BUILT_SETTINGS_FILE);
  let built: Record<string, unknown>;
  try {
    built = JSON.parse(await readFile(recordPath, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  const running: Record<string, unknown> = settings;
  const keys = new Set([...Object.keys(built), ...Object.keys(running)]);
  const differences = [...keys]
    .filter((key) => JSON.stringify(built[key]) !== JSON.stringify(running[key]))
    .map((key) => describeDifference(key, built[key], running[key]));
  if (differences.length > 0) throw new BuiltSettingsMismatchError(recordPath, differences);
}
