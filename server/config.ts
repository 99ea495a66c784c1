import { isIP } from "node:net";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

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
const sender = z.string().refine((value) => ADDRESS.test(value.match(/<([^>]*)>\s*$/)?.[1] ?? value.trim()), {
  error: 'must be an e-mail address, optionally with a name: "Harmoni Yoga <hello@harmoniyoga.example>"',
});

const envSchema = z.object({
  NODE_ENV: withDefault(
    "production",
    z.enum(["development", "production", "test"], { error: 'must be "development", "production" or "test"' }),
  ),
  HOST: withDefault("0.0.0.0", z.string()),
  PORT: withDefault(3000, wholeNumber(0, 65535, "must be a port number (0-65535)")),
  LOG_LEVEL: withDefault("info", z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })),
  DATA_DIR: withDefault("./data", z.string()),
  DATABASE_URL: optional(postgresUrl),
  CLIENT_DIR: withDefault("build/client", z.string()),
  BODY_LIMIT_BYTES: withDefault(16_384, wholeNumber(1024)),
  TRUST_PROXY: withDefault("false", trustProxy),
  HUBSPOT_ACCESS_TOKEN: optional(z.string()),
  HUBSPOT_TIMEOUT_MS: withDefault(10_000, wholeNumber(100)),
  HUBSPOT_RETRY_BASE_SECONDS: withDefault(30, positiveNumber(0.1)),
  HUBSPOT_MAX_ATTEMPTS: withDefault(8, wholeNumber(1, 50)),
  JOB_POLL_SECONDS: withDefault(2, positiveNumber(0.5)),
  LEAD_RATE_LIMIT_PER_MINUTE: withDefault(10, wholeNumber(1)),
  QUOTE_RATE_LIMIT_PER_MINUTE: withDefault(10, wholeNumber(1)),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: withDefault("Harmoni Yoga <hello@harmoniyoga.example>", sender),
  SALES_NOTIFY_EMAIL: optional(addressList),
  MAIL_TIMEOUT_MS: withDefault(20_000, wholeNumber(100)),
  MAIL_RETRY_BASE_SECONDS: withDefault(60, positiveNumber(0.1)),
  MAIL_MAX_ATTEMPTS: withDefault(8, wholeNumber(1, 50)),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  logLevel: LogLevel;
  /** A folder for the embedded database, or `memory://` for a throwaway in-memory one. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded database. */
  databaseUrl?: string;
  clientDir: string;
  bodyLimitBytes: number;
  /** Which proxies may set X-Forwarded-For (and so the client IP used for rate limits). */
  trustProxy: boolean | string;
  hubspot: {
    accessToken?: string;
    timeoutMs: number;
    retryBaseSeconds: number;
    maxAttempts: number;
  };
  mail: {
    /** Without it nothing is sent: e-mails wait as "not configured". */
    smtpUrl?: string;
    from: string;
    /** Where business quote requests are announced; without it they wait as "not configured". */
    salesNotifyEmail?: string;
    timeoutMs: number;
    retryBaseSeconds: number;
    maxAttempts: number;
  };
  jobs: { pollSeconds: number };
  rateLimits: { leadsPerMinute: number; quotesPerMinute: number };
}

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

/** Reads the server's settings from environment variables; throws a ConfigError naming every bad one. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? "environment"),
        message: issue.message,
      })),
    );
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    clientDir: e.CLIENT_DIR,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    hubspot: {
      ...(e.HUBSPOT_ACCESS_TOKEN ? { accessToken: e.HUBSPOT_ACCESS_TOKEN } : {}),
      timeoutMs: e.HUBSPOT_TIMEOUT_MS,
      retryBaseSeconds: e.HUBSPOT_RETRY_BASE_SECONDS,
      maxAttempts: e.HUBSPOT_MAX_ATTEMPTS,
    },
    mail: {
      ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
      from: e.MAIL_FROM,
      ...(e.SALES_NOTIFY_EMAIL ? { salesNotifyEmail: e.SALES_NOTIFY_EMAIL } : {}),
      timeoutMs: e.MAIL_TIMEOUT_MS,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
    },
    jobs: { pollSeconds: e.JOB_POLL_SECONDS },
    rateLimits: {
      leadsPerMinute: e.LEAD_RATE_LIMIT_PER_MINUTE,
      quotesPerMinute: e.QUOTE_RATE_LIMIT_PER_MINUTE,
    },
  };
}
