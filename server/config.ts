/**
 * Every setting is declared once, in CONFIG below: the field consumers read, the environment variable it
 * comes from and the zod rule its value must pass, side by side. The parser of the environment and the
 * Config type are both derived from that declaration, so adding a variable is one line here and one in
 * .env.example (config.test.ts checks that the two list the same variables).
 */
import { isIP } from "node:net";
import { z } from "zod";
import { E164_PATTERN, stripReadableFormatting } from "#contracts/phone";
import type { StudioSettings } from "#contracts/studio-settings";
import { StudioSettingsError } from "#contracts/studio-settings";
import { DEFAULT_STUDIO_SETTINGS_FILE, readStudioSettings } from "#contracts/studio-settings-file";
import { senderAddress } from "./mail-address.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
const ACCESS_LOG_MODES = ["off", "all"] as const;

/** Empty variables (`FOO=` in an .env file) mean "not set", so defaults apply. */
function withDefault<T extends z.ZodType>(fallback: unknown, schema: T) {
  return z.preprocess((value) => (value === "" || value === undefined ? fallback : value), schema);
}

function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER, message = "must be a whole number") {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });
}

function positiveNumber(min: number) {
  return z.coerce
    .number({ error: "must be a number" })
    .refine(Number.isFinite, { error: "must be a number" })
    .min(min, { error: `must be at least ${min}` });
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** One proxy address: an IP, an IP/prefix, or a proxy-addr name such as "loopback". */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...extra] = entry.split("/");
  if (extra.length > 0 || isIP(address) === 0) return false;
  return prefix === undefined || /^\d{1,3}$/.test(prefix);
}

/**
 * "true" trusts every proxy (only behind one that overwrites X-Forwarded-For); a list of addresses
 * trusts just those. Fastify no longer honours a bare hop count, so none is accepted.
 */
const trustProxy = z.string().transform((value, ctx): boolean | string => {
  if (value === "true") return true;
  if (value === "false") return false;
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries.join(",");
  ctx.issues.push({
    code: "custom",
    message:
      'must be "true", "false" or a comma-separated list of proxy addresses (e.g. "loopback,10.0.0.0/8")',
    input: value,
  });
  return z.NEVER;
});

const yesOrNo = z
  .enum(["true", "false"], { error: 'must be "true" or "false"' })
  .transform((value) => value === "true");

const postgresUrl = z.string().refine((value) => /^postgres(ql)?:\/\/.+/.test(value) && URL.canParse(value), {
  error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/database",
});

/** nodemailer's connection URL: smtp:// (STARTTLS when offered) or smtps:// (TLS from the start). */
const smtpUrl = z.string().refine((value) => /^smtps?:\/\/.+/.test(value) && URL.canParse(value), {
  error: "must be an SMTP URL such as smtp://user:password@smtp.example.com:587 or smtps://…:465",
});

const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;

/** One address or several separated by commas. */
const addressList = z
  .string()
  .transform((value) => value.split(",").map((entry) => entry.trim()))
  .refine((entries) => entries.every((entry) => ADDRESS.test(entry)), {
    error: "must be an e-mail address, or several separated by commas",
  })
  .transform((entries) => entries.join(", "));

/** "Name <address>" or a bare address. */
const sender = z.string().refine((value) => ADDRESS.test(senderAddress(value)), {
  error: 'must be an e-mail address, optionally with a name: "Harmoni Yoga <hello@harmoniyoga.example>"',
});

const E164_MESSAGE = "must be a phone number in international format, such as +14155550142";
const e164 = z.string().refine((value) => E164_PATTERN.test(value), { error: E164_MESSAGE });

/** One number or several separated by commas, each in international format. */
const e164List = z
  .string()
  .transform((value) => value.split(",").map((entry) => stripReadableFormatting(entry.trim())))
  .refine((entries) => entries.every((entry) => E164_PATTERN.test(entry)), {
    error: `${E164_MESSAGE}, or several separated by commas`,
  });

/** Twilio's ids: two letters and 32 hexadecimal digits. */
function twilioSid(prefix: string, example: string) {
  return z.string().refine((value) => new RegExp(`^${prefix}[0-9a-fA-F]{32}$`).test(value), {
    error: `must be a Twilio id starting with ${prefix}, such as ${example}`,
  });
}

/** "template_id=HX…" pairs separated by commas: our template ids mapped to Twilio Content SIDs. */
const whatsappTemplates = z.string().transform((value, ctx): Record<string, string> => {
  const templates: Record<string, string> = {};
  for (const entry of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [id = "", contentSid = "", ...extra] = entry.split("=").map((part) => part.trim());
    if (!/^[a-z0-9_]+$/.test(id) || !/^HX[0-9a-fA-F]{32}$/.test(contentSid) || extra.length > 0) {
      ctx.issues.push({
        code: "custom",
        message: `has "${entry}"; each entry must look like health_report_request_campaign=HX followed by 32 hexadecimal digits`,
        input: value,
      });
      return z.NEVER;
    }
    templates[id] = contentSid;
  }
  return templates;
});

/**
 * The bearer token Prometheus sends for /metrics: long and random, in characters an Authorization header carries
 * as they are (`openssl rand -hex 32`).
 */
const metricsToken = z.string().refine((value) => /^[A-Za-z0-9._~+/=-]{32,256}$/.test(value), {
  error:
    "must be 32 to 256 letters, digits or ._~+/=- characters, such as the output of `openssl rand -hex 32`",
});

/**
 * "id:key" pairs separated by commas, each key 32 random bytes in base64 (`openssl rand -base64 32`). The
 * first seals new TOTP secrets; every one listed opens them, so a key can be rotated (docs/security.md).
 */
const encryptionKeys = z.string().transform((value, ctx): { id: string; key: Buffer }[] => {
  const keys: { id: string; key: Buffer }[] = [];
  for (const entry of value.split(",").map((part) => part.trim())) {
    const [id = "", material = "", ...extra] = entry.split(":");
    const key = Buffer.from(material, "base64");
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || key.length !== 32 || extra.length > 0) {
      ctx.issues.push({
        code: "custom",
        message: `has "${id || entry}"; each entry must look like 2026a:<32 random bytes in base64, e.g. from \`openssl rand -base64 32\`>`,
        input: value,
      });
      return z.NEVER;
    }
    if (keys.some((earlier) => earlier.id === id)) {
      ctx.issues.push({ code: "custom", message: `names the key id "${id}" twice`, input: value });
      return z.NEVER;
    }
    keys.push({ id, key });
  }
  return keys;
});

const redisUrl = z.string().refine((value) => /^rediss?:\/\/.*/.test(value) && URL.canParse(value), {
  error: "must be a Redis URL such as redis://:password@redis.example.com:6379/0 or rediss://… for TLS",
});

/** The address the public reaches this server at, without a trailing slash. */
const publicUrl = z
  .string()
  .refine((value) => /^https?:\/\/[^/]+/.test(value) && URL.canParse(value), {
    error: "must be the site's public address, such as https://harmoniyoga.example",
  })
  .transform((value) => value.replace(/\/+$/, ""));

/** One setting: the environment variable it is read from and the rule its value must pass. */
class Variable<Rule extends z.ZodType = z.ZodType> {
  constructor(
    readonly name: string,
    readonly rule: Rule,
    /** The variables, this one among them, that are set together or not at all (see setTogether). */
    readonly together: readonly string[] = [],
  ) {}
}

function variable<Rule extends z.ZodType>(name: string, rule: Rule): Variable<Rule> {
  return new Variable(name, rule);
}

/**
 * Half of a pair (a username without its password) is always a mistake: say so at start rather than run
 * without it.
 */
function setTogether<Fields extends Record<string, Variable>>(fields: Fields): Fields {
  const names = Object.values(fields).map(({ name }) => name);
  const paired = Object.entries(fields).map(([field, { name, rule }]) => [
    field,
    new Variable(name, rule, names),
  ]);
  return Object.fromEntries(paired) as Fields;
}

/**
 * A group present only when each of its variables has a value (a default counts), so consumers test one
 * field (`config.rateLimits.redis`) rather than several.
 */
class WhenAllSet<Fields extends Record<string, Variable>> {
  constructor(readonly fields: Fields) {}
}

function whenAllSet<Fields extends Record<string, Variable>>(fields: Fields): WhenAllSet<Fields> {
  return new WhenAllSet(fields);
}

type Setting = Variable | WhenAllSet<Record<string, Variable>> | Settings;
interface Settings {
  readonly [field: string]: Setting;
}

type ValueOf<S> =
  S extends Variable<infer Rule>
    ? z.output<Rule>
    : S extends WhenAllSet<infer Fields>
      ? { [Field in keyof Fields]: NonNullable<ValueOf<Fields[Field]>> } | undefined
      : S extends Settings
        ? ConfigOf<S>
        : never;

/** A setting that may have no value is an optional field, left out when unset. */
type ConfigOf<S extends Settings> = {
  [Field in keyof S as undefined extends ValueOf<S[Field]> ? never : Field]: ValueOf<S[Field]>;
} & {
  [Field in keyof S as undefined extends ValueOf<S[Field]> ? Field : never]?: ValueOf<S[Field]>;
};

function variablesOf(settings: Settings): Variable[] {
  return Object.values(settings).flatMap((setting) => {
    if (setting instanceof Variable) return [setting];
    return variablesOf(setting instanceof WhenAllSet ? setting.fields : setting);
  });
}

function assemble<S extends Settings>(settings: S, values: Record<string, unknown>): ConfigOf<S> {
  const config: Record<string, unknown> = {};
  for (const [field, setting] of Object.entries(settings)) {
    const value = settingValue(setting, values);
    if (value !== undefined) config[field] = value;
  }
  return config as ConfigOf<S>;
}

function settingValue(setting: Setting, values: Record<string, unknown>): unknown {
  if (setting instanceof Variable) return values[setting.name];
  if (!(setting instanceof WhenAllSet)) return assemble(setting, values);
  const group = assemble(setting.fields, values);
  return Object.keys(group).length === Object.keys(setting.fields).length ? group : undefined;
}

/**
 * The server's settings. Fields are listed in the order their variables' problems are reported;
 * an unset optional variable leaves its field out.
 */
const CONFIG = {
  nodeEnv: variable(
    "NODE_ENV",
    withDefault(
      "production",
      z.enum(["development", "production", "test"], {
        error: 'must be "development", "production" or "test"',
      }),
    ),
  ),
  host: variable("HOST", withDefault("0.0.0.0", z.string())),
  port: variable("PORT", withDefault(3000, wholeNumber(0, 65535, "must be a port number (0-65535)"))),
  logLevel: variable(
    "LOG_LEVEL",
    withDefault("info", z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })),
  ),
  /**
   * `off`: only answers that failed (5xx) or were slow are logged; `all`: also every request, by Fastify's own
   * request logging, and every request goes through Fastify (docs/decisions/029-static-fast-path-and-access-log.md).
   */
  accessLog: variable(
    "ACCESS_LOG",
    withDefault("off", z.enum(ACCESS_LOG_MODES, { error: `must be one of ${ACCESS_LOG_MODES.join(", ")}` })),
  ),
  /** An answer that took at least this long is logged whatever ACCESS_LOG says; 0 logs every answer. */
  slowRequestMs: variable("SLOW_REQUEST_MS", withDefault(1000, wholeNumber(0))),
  /** Without it /metrics is off (404); with it Prometheus reads it with this bearer token (docs/operations/metrics.md). */
  metricsToken: variable("METRICS_TOKEN", optional(metricsToken)),
  /** The longest a request (headers and body) may take to arrive; slower ones are answered 408 and closed. */
  requestTimeoutMs: variable("REQUEST_TIMEOUT_MS", withDefault(30_000, wholeNumber(100))),
  /**
   * After SIGTERM, how long the instance keeps answering (not ready, every connection closing after its answer)
   * before it stops listening, so load balancers move away first (docs/operations.md).
   */
  shutdownDrainSeconds: variable("SHUTDOWN_DRAIN_SECONDS", withDefault(5, wholeNumber(0, 300))),
  /** A folder for the embedded database, or `memory://` for a throwaway in-memory one. */
  dataDir: variable("DATA_DIR", withDefault("./data", z.string())),
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl: variable("DATABASE_URL", optional(postgresUrl)),
  clientDir: variable("CLIENT_DIR", withDefault("build/client", z.string())),
  bodyLimitBytes: variable("BODY_LIMIT_BYTES", withDefault(16_384, wholeNumber(1024))),
  /** Which proxies may set X-Forwarded-For (and so the client IP used for rate limits). */
  trustProxy: variable("TRUST_PROXY", withDefault("false", trustProxy)),
  hubspot: {
    accessToken: variable("HUBSPOT_ACCESS_TOKEN", optional(z.string())),
    timeoutMs: variable("HUBSPOT_TIMEOUT_MS", withDefault(10_000, wholeNumber(100))),
    retryBaseSeconds: variable("HUBSPOT_RETRY_BASE_SECONDS", withDefault(30, positiveNumber(0.1))),
    maxAttempts: variable("HUBSPOT_MAX_ATTEMPTS", withDefault(100, wholeNumber(1, 1000))),
  },
  /** How fast HubSpot is called (docs/decisions/013-hubspot-request-limit-and-retries.md). */
  hubspotPacing: {
    /** The longest wait between two attempts (unless HubSpot's Retry-After asks for longer). */
    retryMaxDelaySeconds: variable("HUBSPOT_RETRY_MAX_DELAY_SECONDS", withDefault(3600, positiveNumber(0.1))),
    /** Requests in any rolling 10 s, counted across instances when Redis is configured. */
    maxRequestsPer10s: variable("HUBSPOT_MAX_REQUESTS_PER_10S", withDefault(90, wholeNumber(1))),
    /** Attempts each instance runs at once per HubSpot queue, so a backlog drains at the request limit. */
    workers: variable("HUBSPOT_WORKERS", withDefault(4, wholeNumber(1, 100))),
  },
  jobs: { pollSeconds: variable("JOB_POLL_SECONDS", withDefault(2, positiveNumber(0.5))) },
  rateLimits: {
    leadsPerMinute: variable("LEAD_RATE_LIMIT_PER_MINUTE", withDefault(10, wholeNumber(1))),
    quotesPerMinute: variable("QUOTE_RATE_LIMIT_PER_MINUTE", withDefault(10, wholeNumber(1))),
    /** With it every instance counts in the same Redis; without it each process counts alone. */
    redis: whenAllSet({
      url: variable("REDIS_URL", optional(redisUrl)),
      keyPrefix: variable("REDIS_KEY_PREFIX", withDefault("harmoni:rate-limit:", z.string())),
    }),
  },
  /** The file of variables read before these (server/env-file.ts); here so .env.example and the check agree. */
  envFile: variable("ENV_FILE", optional(z.string())),
  /** The studio's facts, shared with the pages (contracts/studio-settings.ts); relative to the working directory. */
  studioSettingsFile: variable("STUDIO_SETTINGS", withDefault(DEFAULT_STUDIO_SETTINGS_FILE, z.string())),
  mail: {
    /** Without it nothing is sent: e-mails wait as "not configured". */
    smtpUrl: variable("SMTP_URL", optional(smtpUrl)),
    from: variable("MAIL_FROM", withDefault("Harmoni Yoga <hello@harmoniyoga.example>", sender)),
    /** Where business quote requests are announced; without it they wait as "not configured". */
    salesNotifyEmail: variable("SALES_NOTIFY_EMAIL", optional(addressList)),
    timeoutMs: variable("MAIL_TIMEOUT_MS", withDefault(20_000, wholeNumber(100))),
    retryBaseSeconds: variable("MAIL_RETRY_BASE_SECONDS", withDefault(60, positiveNumber(0.1))),
    maxAttempts: variable("MAIL_MAX_ATTEMPTS", withDefault(8, wholeNumber(1, 50))),
  },
  /**
   * Where the public reaches this server. Twilio status callbacks are requested only when it is set,
   * and their signatures are checked against it.
   */
  publicUrl: variable("PUBLIC_URL", optional(publicUrl)),
  /** Speed to lead: who hears of each new lead at once, and how soon the site promises a call. */
  speedToLead: {
    /** Staff told of each new lead or quote request by e-mail (over SMTP_URL). */
    alertEmails: variable("STAFF_ALERT_EMAILS", optional(addressList)),
    /** Staff told by SMS (Twilio; recorded as a dry run while Twilio is not configured). */
    alertSms: variable("STAFF_ALERT_SMS", optional(e164List)),
    /**
     * Hours from a lead's arrival to the promised first contact: "due in", then "overdue by". Set here it
     * overrides the settings file's `responsePromiseHours`; loadConfig resolves the two.
     */
    responsePromiseHours: variable("RESPONSE_PROMISE_HOURS", optional(wholeNumber(1, 720))),
  },
  staff: {
    /** Create this first account when the users table is empty at start. */
    bootstrap: whenAllSet(
      setTogether({
        username: variable("ADMIN_USERNAME", optional(z.string())),
        password: variable("ADMIN_PASSWORD", optional(z.string())),
      }),
    ),
    sessionIdleMinutes: variable("SESSION_IDLE_MINUTES", withDefault(30, wholeNumber(1))),
    sessionAbsoluteHours: variable("SESSION_ABSOLUTE_HOURS", withDefault(8, wholeNumber(1))),
    /**
     * Failed sign-ins allowed within the window before a wait (docs/security.md, "Sign-in throttling"): per
     * username and client address (and per browser the user signed in on before), per address, and per
     * username from browsers it never signed in on.
     */
    loginMaxFailures: variable("LOGIN_MAX_FAILURES", withDefault(5, wholeNumber(1))),
    loginMaxFailuresPerIp: variable("LOGIN_MAX_FAILURES_PER_IP", withDefault(20, wholeNumber(1))),
    loginMaxFailuresPerUsername: variable("LOGIN_MAX_FAILURES_PER_USERNAME", withDefault(10, wholeNumber(1))),
    loginWindowMinutes: variable("LOGIN_WINDOW_MINUTES", withDefault(15, wholeNumber(1))),
    /** Every staff user must turn on two-factor sign-in before using the staff area (ADR 026). */
    requireTwoFactor: variable("STAFF_REQUIRE_2FA", withDefault("false", yesOrNo)),
    /** Keys that seal TOTP secrets at rest, the first for new ones (ADR 035). */
    totpEncryptionKeys: variable("TOTP_ENCRYPTION_KEYS", optional(encryptionKeys)),
  },
  twilio: {
    /** Without the account SID and auth token Twilio is in dry-run: nothing is sent. */
    ...setTogether({
      accountSid: variable(
        "TWILIO_ACCOUNT_SID",
        optional(twilioSid("AC", "AC0123456789abcdef0123456789abcdef")),
      ),
      authToken: variable("TWILIO_AUTH_TOKEN", optional(z.string().min(1))),
    }),
    /** The number calls come from; a bridged call rings the agent from it. */
    callerId: variable("TWILIO_CALLER_ID", optional(e164)),
    /** SMS go out through the messaging service when set, else from smsFrom. */
    messagingServiceSid: variable(
      "TWILIO_MESSAGING_SERVICE_SID",
      optional(twilioSid("MG", "MG0123456789abcdef0123456789abcdef")),
    ),
    smsFrom: variable("TWILIO_SMS_FROM", optional(e164)),
    whatsappFrom: variable("TWILIO_WHATSAPP_FROM", optional(e164)),
    /** Our template ids mapped to Twilio Content SIDs (HX…). */
    whatsappTemplates: variable("TWILIO_WHATSAPP_TEMPLATES", withDefault("", whatsappTemplates)),
    timeoutMs: variable("TWILIO_TIMEOUT_MS", withDefault(15_000, wholeNumber(100))),
  },
} satisfies Settings;

const VARIABLES = variablesOf(CONFIG);

/** The environment variables the server reads. */
export const CONFIG_VARIABLES: readonly string[] = VARIABLES.map(({ name }) => name);

const configSchema = z
  .object(Object.fromEntries(VARIABLES.map(({ name, rule }) => [name, rule])))
  .superRefine((values, ctx) => {
    for (const { name, together } of VARIABLES) {
      const set = together.filter((partner) => values[partner]);
      if (!values[name] && set.length > 0) {
        ctx.issues.push({
          code: "custom",
          path: [name],
          message: `must be set together with ${set.join(" and ")}`,
          input: "",
        });
      }
    }
  })
  .transform((values) => assemble(CONFIG, values));

type EnvironmentConfig = z.output<typeof configSchema>;

export type Config = Omit<EnvironmentConfig, "speedToLead"> & {
  speedToLead: EnvironmentConfig["speedToLead"] & { responsePromiseHours: number };
  /** The site's pages load Google's tag (the settings name an ads conversion target), so their CSP allows it. */
  googleTag: boolean;
  studio: StudioSettings;
};

export interface ConfigIssue {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  constructor(readonly issues: ConfigIssue[]) {
    super(
      `Invalid configuration:\n${issues.map((issue) => `  - ${issue.variable} ${issue.message}`).join("\n")}`,
    );
    this.name = "ConfigError";
  }
}

/**
 * Reads the server's settings from environment variables and the studio settings file they name; throws a
 * ConfigError naming every bad variable, or every bad field of the file.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message: issue.message,
      })),
    );
  }
  const studio = studioSettingsOf(parsed.data, env);
  return {
    ...parsed.data,
    speedToLead: { ...parsed.data.speedToLead, responsePromiseHours: studio.responsePromiseHours },
    googleTag: studio.analytics.adsConversionSendTo !== "",
    studio,
  };
}

/** The settings file with the variables that stand in for its settings, as the build read them. */
function studioSettingsOf(
  config: EnvironmentConfig,
  env: Record<string, string | undefined>,
): StudioSettings {
  try {
    return readStudioSettings({ ...env, STUDIO_SETTINGS: config.studioSettingsFile });
  } catch (error) {
    if (!(error instanceof StudioSettingsError)) throw error;
    throw new ConfigError(
      error.problems.map((problem) => ({ variable: `${error.source}:`, message: problem })),
    );
  }
}
