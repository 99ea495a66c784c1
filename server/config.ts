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

const E164 = /^\+[1-9]\d{7,14}$/;

const e164 = z.string().refine((value) => E164.test(value), {
  error: "must be a phone number in international format, such as +14155550142",
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

const envSchema = z
  .object({
    NODE_ENV: withDefault(
      "production",
      z.enum(["development", "production", "test"], {
        error: 'must be "development", "production" or "test"',
      }),
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
    HUBSPOT_MAX_ATTEMPTS: withDefault(100, wholeNumber(1, 1000)),
    HUBSPOT_RETRY_MAX_DELAY_SECONDS: withDefault(3600, positiveNumber(0.1)),
    HUBSPOT_MAX_REQUESTS_PER_10S: withDefault(90, wholeNumber(1)),
    HUBSPOT_WORKERS: withDefault(4, wholeNumber(1, 100)),
    JOB_POLL_SECONDS: withDefault(2, positiveNumber(0.5)),
    LEAD_RATE_LIMIT_PER_MINUTE: withDefault(10, wholeNumber(1)),
    QUOTE_RATE_LIMIT_PER_MINUTE: withDefault(10, wholeNumber(1)),
    REDIS_URL: optional(redisUrl),
    REDIS_KEY_PREFIX: withDefault("harmoni:rate-limit:", z.string()),
    ADS_CONVERSION_SEND_TO: optional(z.string()),
    SMTP_URL: optional(smtpUrl),
    MAIL_FROM: withDefault("Harmoni Yoga <hello@harmoniyoga.example>", sender),
    SALES_NOTIFY_EMAIL: optional(addressList),
    MAIL_TIMEOUT_MS: withDefault(20_000, wholeNumber(100)),
    MAIL_RETRY_BASE_SECONDS: withDefault(60, positiveNumber(0.1)),
    MAIL_MAX_ATTEMPTS: withDefault(8, wholeNumber(1, 50)),
    PUBLIC_URL: optional(publicUrl),
    ADMIN_USERNAME: optional(z.string()),
    ADMIN_PASSWORD: optional(z.string()),
    SESSION_IDLE_MINUTES: withDefault(30, wholeNumber(1)),
    SESSION_ABSOLUTE_HOURS: withDefault(8, wholeNumber(1)),
    LOGIN_MAX_FAILURES: withDefault(5, wholeNumber(1)),
    LOGIN_MAX_FAILURES_PER_IP: withDefault(20, wholeNumber(1)),
    LOGIN_WINDOW_MINUTES: withDefault(15, wholeNumber(1)),
    TWILIO_ACCOUNT_SID: optional(twilioSid("AC", "AC0123456789abcdef0123456789abcdef")),
    TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
    TWILIO_CALLER_ID: optional(e164),
    TWILIO_MESSAGING_SERVICE_SID: optional(twilioSid("MG", "MG0123456789abcdef0123456789abcdef")),
    TWILIO_SMS_FROM: optional(e164),
    TWILIO_WHATSAPP_FROM: optional(e164),
    TWILIO_WHATSAPP_TEMPLATES: withDefault("", whatsappTemplates),
    TWILIO_TIMEOUT_MS: withDefault(15_000, wholeNumber(100)),
  })
  .superRefine((env, ctx) => {
    // Half a pair is always a mistake: say so at start rather than run without it.
    const pairs = [
      ["ADMIN_USERNAME", "ADMIN_PASSWORD"],
      ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"],
    ] as const;
    for (const [first, second] of pairs) {
      const [set, missing] = env[first] && !env[second] ? [first, second] : [second, first];
      if (Boolean(env[first]) !== Boolean(env[second])) {
        ctx.issues.push({
          code: "custom",
          path: [missing],
          message: `must be set together with ${set}`,
          input: "",
        });
      }
    }
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
  /** How fast HubSpot is called (docs/decisions/013-hubspot-request-limit-and-retries.md). */
  hubspotPacing: {
    /** Requests in any rolling 10 s, counted across instances when Redis is configured. */
    maxRequestsPer10s: number;
    /** The longest wait between two attempts (unless HubSpot's Retry-After asks for longer). */
    retryMaxDelaySeconds: number;
    /** Attempts each instance runs at once per HubSpot queue, so a backlog drains at the request limit. */
    workers: number;
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
  rateLimits: {
    leadsPerMinute: number;
    quotesPerMinute: number;
    /** With it every instance counts in the same Redis; without it each process counts alone. */
    redis?: { url: string; keyPrefix: string };
  };
  /** ADS_CONVERSION_SEND_TO is set: the pages load Google's tag, so their CSP allows its origins. */
  googleTag: boolean;
  /**
   * Where the public reaches this server (PUBLIC_URL). Twilio status callbacks are requested only
   * when it is set, and their signatures are checked against it.
   */
  publicUrl?: string;
  staff: {
    /** Create this first account when the users table is empty at start. */
    bootstrap?: { username: string; password: string };
    sessionIdleMinutes: number;
    sessionAbsoluteHours: number;
    /** Failed sign-ins allowed per username, and per IP address, within the window. */
    loginMaxFailures: number;
    loginMaxFailuresPerIp: number;
    loginWindowMinutes: number;
  };
  twilio: {
    /** Without the account SID and auth token Twilio is in dry-run: nothing is sent. */
    accountSid?: string;
    authToken?: string;
    /** The number calls come from; a bridged call rings the agent from it. */
    callerId?: string;
    /** SMS go out through the messaging service when set, else from smsFrom. */
    messagingServiceSid?: string;
    smsFrom?: string;
    whatsappFrom?: string;
    /** Our template ids mapped to Twilio Content SIDs (HX…). */
    whatsappTemplates: Record<string, string>;
    timeoutMs: number;
  };
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
    hubspotPacing: {
      maxRequestsPer10s: e.HUBSPOT_MAX_REQUESTS_PER_10S,
      retryMaxDelaySeconds: e.HUBSPOT_RETRY_MAX_DELAY_SECONDS,
      workers: e.HUBSPOT_WORKERS,
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
      ...(e.REDIS_URL ? { redis: { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } } : {}),
    },
    googleTag: Boolean(e.ADS_CONVERSION_SEND_TO),
    ...(e.PUBLIC_URL ? { publicUrl: e.PUBLIC_URL } : {}),
    staff: {
      ...(e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { bootstrap: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } }
        : {}),
      sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
      sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginMaxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    twilio: {
      ...(e.TWILIO_ACCOUNT_SID ? { accountSid: e.TWILIO_ACCOUNT_SID } : {}),
      ...(e.TWILIO_AUTH_TOKEN ? { authToken: e.TWILIO_AUTH_TOKEN } : {}),
      ...(e.TWILIO_CALLER_ID ? { callerId: e.TWILIO_CALLER_ID } : {}),
      ...(e.TWILIO_MESSAGING_SERVICE_SID ? { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID } : {}),
      ...(e.TWILIO_SMS_FROM ? { smsFrom: e.TWILIO_SMS_FROM } : {}),
      ...(e.TWILIO_WHATSAPP_FROM ? { whatsappFrom: e.TWILIO_WHATSAPP_FROM } : {}),
      whatsappTemplates: e.TWILIO_WHATSAPP_TEMPLATES,
      timeoutMs: e.TWILIO_TIMEOUT_MS,
    },
  };
}
