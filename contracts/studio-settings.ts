/**
 * The studio's own facts, read from `studio.settings.yaml` at the repository root (docs/product/site-pages.md,
 * Studio settings; docs/decisions/040-studio-settings-and-facts-once.md). The build gives them to the pages
 * (scripts/vite-studio-settings.ts) and the server reads the same file through this schema, so a studio
 * rebrands by editing that file, never the code.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { E164_PATTERN, stripReadableFormatting } from "./phone.ts";

const text = (what: string) =>
  z
    .string({ error: `must be ${what}` })
    .trim()
    .min(1, { error: `must be ${what}` });

const httpsUrl = z
  .string({ error: "must be an https:// address" })
  .refine((value) => value.startsWith("https://") && URL.canParse(value), {
    error: "must be an https:// address",
  });

const MAILBOX = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;
const mailbox = z
  .string({ error: "must be an e-mail address" })
  .refine((value) => MAILBOX.test(value), { error: "must be an e-mail address" });

/**
 * The North American numbers reserved for fiction, 555-0100 to 555-0199 after any area code: fine for a
 * sample site, wrong on a studio's own one, so they need `sampleData: true`.
 */
const FICTIONAL_NANP = /^\+1\d{3}5550[1]\d{2}$/;

/** A number as visitors read it ("+1 (415) 555-0142"), and the tel: link made from it. */
const phone = z
  .string({ error: 'must be a phone number in international format, such as "+1 (415) 555-0142"' })
  .transform((label) => ({ label, href: `tel:${stripReadableFormatting(label)}` }))
  .refine(({ href }) => E164_PATTERN.test(href.slice("tel:".length)), {
    error: 'must be a phone number in international format, such as "+1 (415) 555-0142"',
  });

const office = z.strictObject({
  label: text('a label such as "United States client support"'),
  city: text("the city"),
  address: text("the postal address on one line"),
  phone,
});

const paymentLinkId = z
  .string({ error: "must be the payment link id of the provider's hosted page" })
  .regex(/^[A-Za-z0-9_-]+$/, {
    error: "must be the payment link id of the provider's hosted page (letters, digits)",
  });

export const studioSettingsSchema = z
  .strictObject({
    /** The values are sample data: fictional 555-01xx numbers are allowed. */
    sampleData: z.boolean({ error: "must be true or false" }).default(false),
    /** Hours within which the site promises a first call; RESPONSE_PROMISE_HOURS overrides it. */
    responsePromiseHours: z
      .number({ error: "must be a whole number of hours from 1 to 720" })
      .int({ error: "must be a whole number of hours from 1 to 720" })
      .min(1, { error: "must be a whole number of hours from 1 to 720" })
      .max(720, { error: "must be a whole number of hours from 1 to 720" }),
    tagline: text("one sentence saying what the studio offers"),
    phone,
    email: mailbox,
    businessEmail: mailbox,
    offices: z
      .array(office, { error: "must be a list of offices" })
      .min(1, { error: "must list at least one office" }),
    socials: z.strictObject({
      Instagram: httpsUrl.optional(),
      Facebook: httpsUrl.optional(),
      YouTube: httpsUrl.optional(),
      LinkedIn: httpsUrl.optional(),
    }),
    payments: z.strictObject({
      /** The hosted payment pages: a plan's or trial pack's link id is appended. */
      linkBase: httpsUrl,
      plans: z.strictObject({
        "Small Group": paymentLinkId,
        Individual: paymentLinkId,
        Family: paymentLinkId,
      }),
      /** By the number of classes in the pack. */
      trialPacks: z.strictObject({ 1: paymentLinkId, 2: paymentLinkId, 3: paymentLinkId, 4: paymentLinkId }),
    }),
    links: z.strictObject({
      /** The external health questionnaire the lead form's thank-you view links to. */
      questionnaire: httpsUrl,
      /** The external instructor application form (join page). */
      instructorApplication: httpsUrl,
    }),
    /** Booking a trial time (docs/product/trial-booking.md). */
    trials: z.strictObject({
      /** Length of a trial and step between offered starts, in minutes. */
      slotMinutes: z
        .number({ error: "must be a whole number of minutes from 15 to 180" })
        .int({ error: "must be a whole number of minutes from 15 to 180" })
        .min(15, { error: "must be a whole number of minutes from 15 to 180" })
        .max(180, { error: "must be a whole number of minutes from 15 to 180" }),
      /** How long before its start a time can still be booked, in hours. */
      minimumNoticeHours: z
        .number({ error: "must be a whole number of hours from 0 to 72" })
        .int({ error: "must be a whole number of hours from 0 to 72" })
        .min(0, { error: "must be a whole number of hours from 0 to 72" })
        .max(72, { error: "must be a whole number of hours from 0 to 72" }),
      /** True: a visitor's booking is confirmed at once; false: it is held until staff confirm it. */
      confirmAtOnce: z.boolean({ error: "must be true or false" }),
    }),
    analytics: z.strictObject({
      /** Google Ads conversion target such as "AW-123456789/AbCdEf"; empty: no tag, no event. */
      adsConversionSendTo: z
        .string({ error: 'must be a Google Ads conversion target such as "AW-123456789/AbCdEf", or ""' })
        .regex(/^$|^AW-[\w-]+(\/[\w-]+)?$/, {
          error: 'must be a Google Ads conversion target such as "AW-123456789/AbCdEf", or ""',
        }),
    }),
  })
  .superRefine((settings, ctx) => {
    if (settings.sampleData) return;
    const numbers: [PropertyKey[], string][] = [
      [["phone"], settings.phone.href],
      ...settings.offices.map((entry, index): [PropertyKey[], string] => [
        ["offices", index, "phone"],
        entry.phone.href,
      ]),
    ];
    for (const [path, href] of numbers) {
      if (FICTIONAL_NANP.test(href.slice("tel:".length))) {
        ctx.issues.push({
          code: "custom",
          path,
          message: "is a fictional 555-01xx number; give the studio's real number, or set sampleData: true",
          input: href,
        });
      }
    }
  });

export type StudioSettings = z.output<typeof studioSettingsSchema>;
export type SocialNetwork = keyof StudioSettings["socials"];

/** A settings file that cannot be used; the message names the file and every wrong field, one per line. */
export class StudioSettingsError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`${source} cannot be used:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "StudioSettingsError";
  }
}

/** "offices[1].phone", as a studio finds the field in the file. */
function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (joined, key) =>
      typeof key === "number" ? `${joined}[${key}]` : joined ? `${joined}.${String(key)}` : String(key),
    "",
  );
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path)
    value = value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function problemOf(issue: z.core.$ZodIssue, data: unknown): string {
  if (issue.code === "unrecognized_keys") {
    const where = issue.path.length > 0 ? `${fieldPath(issue.path)}: ` : "";
    return `${where}unknown setting(s) ${issue.keys.join(", ")}`;
  }
  const where = issue.path.length > 0 ? fieldPath(issue.path) : "the file";
  return `${where}: ${valueAt(data, issue.path) === undefined ? "is missing" : issue.message}`;
}

/** A variable that stands in for one setting (`text` as set, `value` as the setting takes it). */
export interface SettingOverride {
  variable: string;
  path: readonly string[];
  value: unknown;
  text: string;
}

function withValueAt(data: unknown, path: readonly string[], value: unknown): Record<string, unknown> {
  const record = data && typeof data === "object" ? { ...(data as Record<string, unknown>) } : {};
  const [key, ...rest] = path;
  if (key === undefined) return record;
  record[key] = rest.length === 0 ? value : withValueAt(record[key], rest, value);
  return record;
}

/**
 * Parses the settings file's text, with `overrides` in place of the settings they name; throws a
 * StudioSettingsError naming the file, each field and its problem, or the variable whose value is wrong.
 */
export function parseStudioSettings(
  yaml: string,
  source: string,
  overrides: readonly SettingOverride[] = [],
): StudioSettings {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    throw new StudioSettingsError(source, [`is not valid YAML: ${(error as Error).message.split("\n")[0]}`]);
  }
  const merged = overrides.reduce<unknown>(
    (into, { path, value }) => withValueAt(into, path, value),
    data ?? {},
  );
  const result = studioSettingsSchema.safeParse(merged);
  if (result.success) return result.data;
  const overridden = (issue: z.core.$ZodIssue) =>
    overrides.find(({ path }) => fieldPath(path) === fieldPath(issue.path));
  const wrongVariable = result.error.issues.map(overridden).find((override) => override !== undefined);
  if (wrongVariable) {
    const issue = result.error.issues.find((candidate) => overridden(candidate) === wrongVariable);
    throw new StudioSettingsError(wrongVariable.variable, [`${issue?.message}, not "${wrongVariable.text}"`]);
  }
  throw new StudioSettingsError(
    source,
    result.error.issues.map((issue) => problemOf(issue, data)),
  );
}
