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
 * Variables that stand in for a setting. The promise's is the one the server has always read; the others are
 * the build's public variables from before the settings file, so a deployment that sets them keeps working.
 * Unset or empty, the file's value holds.
 */
const SETTING_VARIABLES = {
  RESPONSE_PROMISE_HOURS: { path: ["responsePromiseHours"], value: Number },
  PAYMENT_LINK_BASE_URL: { path: ["payments", "linkBase"], value: String },
  QUESTIONNAIRE_URL: { path: ["links", "questionnaire"], value: String },
  INSTRUCTOR_APPLICATION_URL: { path: ["links", "instructorApplication"], value: String },
  ADS_CONVERSION_SEND_TO: { path: ["analytics", "adsConversionSendTo"], value: String },
} as const;

type SettingVariable = keyof typeof SETTING_VARIABLES;

/** The settings file, with each variable of SETTING_VARIABLES that is set in place of its setting. */
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
  const overrides = (Object.keys(SETTING_VARIABLES) as SettingVariable[]).flatMap((variable) => {
    const text = env[variable];
    if (text === undefined || text === "") return [];
    const { path: settingPath, value } = SETTING_VARIABLES[variable];
    return [{ variable, path: settingPath, value: value(text), text }];
  });
  return parseStudioSettings(yaml, path, overrides);
}
