/**
 * Reads the studio settings the way the build and the server both do, so the pages and the server cannot
 * take them from different places (docs/decisions/040-studio-settings-and-facts-once.md).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseStudioSettings, type StudioSettings, StudioSettingsError } from "./studio-settings.ts";

export const DEFAULT_STUDIO_SETTINGS_FILE = "studio.settings.yaml";

/** What the build records beside the client (`$BUILD_DIR/studio-settings.json`): the settings its pages show. */
export const BUILT_SETTINGS_FILE = "studio-settings.json";

/** STUDIO_SETTINGS names another file (a second studio, a test); relative to the working directory. */
export function studioSettingsPath(env: Record<string, string | undefined>): string {
  return resolve(env.STUDIO_SETTINGS || DEFAULT_STUDIO_SETTINGS_FILE);
}

/**
 * The settings file, with RESPONSE_PROMISE_HOURS (when set) in place of its `responsePromiseHours`: the
 * same variable the server has always read, now also read by the build that writes the promise into pages.
 */
export function readStudioSettings(env: Record<string, string | undefined>): StudioSettings {
  const path = studioSettingsPath(env);
  let yaml: string;
  try {
    yaml = readFileSync(path, "utf8");
  } catch (error) {
    throw new StudioSettingsError(path, [
      `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`,
    ]);
  }
  const settings = parseStudioSettings(yaml, path);
  const override = env.RESPONSE_PROMISE_HOURS;
  if (override === undefined || override === "") return settings;
  const hours = Number(override);
  if (!Number.isInteger(hours) || hours < 1 || hours > 720) {
    throw new StudioSettingsError("RESPONSE_PROMISE_HOURS", [
      `must be a whole number of hours from 1 to 720, not "${override}"`,
    ]);
  }
  return { ...settings, responsePromiseHours: hours };
}
