import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readStudioSettings } from "#contracts/studio-settings-file";
import { CONFIG_VARIABLES, ConfigError, loadConfig } from "./config.ts";

const DEFAULT_SETTINGS = readFileSync(new URL("../studio.settings.yaml", import.meta.url), "utf8");

/** Runs `use` with a studio settings file holding the default file changed by `edit`. */
function withSettingsFile<T>(edit: (yaml: string) => string, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "studio-settings-"));
  try {
    const path = join(dir, "studio.settings.yaml");
    writeFileSync(path, edit(DEFAULT_SETTINGS));
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

/**
 * The variables .env.example lists. Each is on a line of its own, `NAME=value`, or `# NAME=value` when
 * commented out; prose comments never start with an upper-case name followed by "=". Those under the
 * "read when the site is built" heading are the build's (vite.config.ts), which the server may read too.
 */
function envExampleVariables(): { name: string; build: boolean }[] {
  const variables: { name: string; build: boolean }[] = [];
  let build = false;
  for (const line of readFileSync(new URL("../.env.example", import.meta.url), "utf8").split("\n")) {
    if (line.startsWith("# --- ")) build = line.includes("read when the site is built");
    const name = line.match(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/)?.[1];
    if (name) variables.push({ name, build });
  }
  return variables;
}

describe("loadConfig", () => {
  it("uses the documented defaults when nothing is set", () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: "production",
      host: "0.0.0.0",
      port: 3000,
      logLevel: "info",
      accessLog: "off",
      slowRequestMs: 1000,
      requestTimeoutMs: 30_000,
      shutdownDrainSeconds: 5,
      dataDir: "./data",
      clientDir: "build/client",
      studioSettingsFile: "studio.settings.yaml",
      studio: readStudioSettings({}),
      bodyLimitBytes: 16_384,
      trustProxy: false,
      hubspot: { timeoutMs: 10_000, retryBaseSeconds: 30, maxAttempts: 100 },
      hubspotPacing: { maxRequestsPer10s: 90, retryMaxDelaySeconds: 3600, workers: 4 },
      mail: {
        from: "Harmoni Yoga <hello@harmoniyoga.example>",
        timeoutMs: 20_000,
        retryBaseSeconds: 60,
        maxAttempts: 8,
      },
      jobs: { pollSeconds: 2 },
      rateLimits: { leadsPerMinute: 10, quotesPerMinute: 10 },
      googleTag: false,
      speedToLead: { responsePromiseHours: 24 },
      staff: {
        sessionIdleMinutes: 30,
        sessionAbsoluteHours: 8,
        loginMaxFailures: 5,
        loginMaxFailuresPerIp: 20,
        loginMaxFailuresPerUsername: 10,
        loginWindowMinutes: 15,
        requireTwoFactor: false,
      },
      twilio: { whatsappTemplates: {}, timeoutMs: 15_000 },
    });
  });

  it("leaves unset optional settings out rather than present and undefined", () => {
    const config = loadConfig({ REDIS_KEY_PREFIX: "staging:", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    expect(Object.keys(config)).not.toContain("databaseUrl");
    expect(config.rateLimits).toStrictEqual({ leadsPerMinute: 10, quotesPerMinute: 10 });
    expect(Object.keys(config.staff)).not.toContain("bootstrap");
    expect(config.twilio).toStrictEqual({ whatsappTemplates: {}, timeoutMs: 15_000 });
  });

  it("reads the staff and Twilio settings", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://harmoniyoga.example/",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "correct horse battery staple",
      SESSION_IDLE_MINUTES: "10",
      LOGIN_MAX_FAILURES: "3",
      TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
      TWILIO_AUTH_TOKEN: "secret",
      TWILIO_CALLER_ID: "+14155550100",
      TWILIO_MESSAGING_SERVICE_SID: "MG0123456789abcdef0123456789abcdef",
      TWILIO_WHATSAPP_FROM: "+14155550101",
      TWILIO_WHATSAPP_TEMPLATES: " health_report_request_campaign = HX0123456789abcdef0123456789abcdef ",
    });
    expect(config.publicUrl).toBe("https://harmoniyoga.example");
    expect(config.staff).toMatchObject({
      bootstrap: { username: "owner", password: "correct horse battery staple" },
      sessionIdleMinutes: 10,
      loginMaxFailures: 3,
    });
    expect(config.twilio).toEqual({
      accountSid: "AC0123456789abcdef0123456789abcdef",
      authToken: "secret",
      callerId: "+14155550100",
      messagingServiceSid: "MG0123456789abcdef0123456789abcdef",
      whatsappFrom: "+14155550101",
      whatsappTemplates: { health_report_request_campaign: "HX0123456789abcdef0123456789abcdef" },
      timeoutMs: 15_000,
    });
  });

  it("reads the keys that seal two-factor secrets, the first one first, and names malformed ones", () => {
    const first = Buffer.alloc(32, 1);
    const second = Buffer.alloc(32, 2);
    const config = loadConfig({
      TOTP_ENCRYPTION_KEYS: ` 2026b:${first.toString("base64")} , 2026a:${second.toString("base64")}`,
    });
    expect(config.staff.totpEncryptionKeys).toEqual([
      { id: "2026b", key: first },
      { id: "2026a", key: second },
    ]);
    const shortKey = configErrorOf({ TOTP_ENCRYPTION_KEYS: `k1:${Buffer.alloc(16).toString("base64")}` });
    expect(shortKey.issues).toEqual([
      {
        variable: "TOTP_ENCRYPTION_KEYS",
        message:
          'has "k1"; each entry must look like 2026a:<32 random bytes in base64, e.g. from `openssl rand -base64 32`>',
      },
    ]);
    const twice = configErrorOf({
      TOTP_ENCRYPTION_KEYS: `k1:${first.toString("base64")},k1:${second.toString("base64")}`,
    });
    expect(twice.issues).toEqual([
      { variable: "TOTP_ENCRYPTION_KEYS", message: 'names the key id "k1" twice' },
    ]);
  });

  it("names half-set pairs and malformed Twilio settings", () => {
    expect(configErrorOf({ ADMIN_USERNAME: "owner" }).issues).toEqual([
      { variable: "ADMIN_PASSWORD", message: "must be set together with ADMIN_USERNAME" },
    ]);
    expect(configErrorOf({ TWILIO_AUTH_TOKEN: "secret" }).issues).toEqual([
      { variable: "TWILIO_ACCOUNT_SID", message: "must be set together with TWILIO_AUTH_TOKEN" },
    ]);
    const issues = configErrorOf({
      TWILIO_CALLER_ID: "415 555 0100",
      TWILIO_WHATSAPP_TEMPLATES: "health=HX12",
      PUBLIC_URL: "harmoniyoga.example",
    }).issues.map((issue) => issue.variable);
    expect(issues).toEqual(["PUBLIC_URL", "TWILIO_CALLER_ID", "TWILIO_WHATSAPP_TEMPLATES"]);
  });

  it("reads every variable, treating empty ones as unset", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      PORT: "8080",
      DATABASE_URL: "postgres://app:secret@db.internal:5432/harmoni",
      HUBSPOT_ACCESS_TOKEN: "pat-123",
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      JOB_POLL_SECONDS: "0.5",
      LOG_LEVEL: "",
      ACCESS_LOG: "all",
      SLOW_REQUEST_MS: "250",
      REQUEST_TIMEOUT_MS: "5000",
    });
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 8080,
      logLevel: "info",
      accessLog: "all",
      slowRequestMs: 250,
      requestTimeoutMs: 5000,
      databaseUrl: "postgres://app:secret@db.internal:5432/harmoni",
      trustProxy: "loopback,10.0.0.0/8",
      hubspot: { accessToken: "pat-123" },
      jobs: { pollSeconds: 0.5 },
    });
  });

  it("reads the HubSpot pacing settings and refuses ones that could not work", () => {
    const config = loadConfig({
      HUBSPOT_MAX_REQUESTS_PER_10S: "150",
      HUBSPOT_RETRY_MAX_DELAY_SECONDS: "600",
      HUBSPOT_WORKERS: "6",
      HUBSPOT_MAX_ATTEMPTS: "200",
    });
    expect(config.hubspotPacing).toEqual({ maxRequestsPer10s: 150, retryMaxDelaySeconds: 600, workers: 6 });
    expect(config.hubspot.maxAttempts).toBe(200);
    expect(
      configErrorOf({
        HUBSPOT_MAX_REQUESTS_PER_10S: "0",
        HUBSPOT_RETRY_MAX_DELAY_SECONDS: "soon",
        HUBSPOT_WORKERS: "1.5",
      }).issues,
    ).toEqual([
      { variable: "HUBSPOT_RETRY_MAX_DELAY_SECONDS", message: "must be a number" },
      { variable: "HUBSPOT_MAX_REQUESTS_PER_10S", message: "must be at least 1" },
      { variable: "HUBSPOT_WORKERS", message: "must be a whole number" },
    ]);
  });

  it("reads the e-mail settings", () => {
    const config = loadConfig({
      SMTP_URL: "smtps://mailer%40harmoni:p%40ss@smtp.example.com:465",
      MAIL_FROM: "Studio <studio@harmoniyoga.example>",
      SALES_NOTIFY_EMAIL: "sales@harmoniyoga.example,  lead@harmoniyoga.example",
      MAIL_TIMEOUT_MS: "5000",
      MAIL_RETRY_BASE_SECONDS: "10",
      MAIL_MAX_ATTEMPTS: "4",
      QUOTE_RATE_LIMIT_PER_MINUTE: "3",
    });
    expect(config.mail).toEqual({
      smtpUrl: "smtps://mailer%40harmoni:p%40ss@smtp.example.com:465",
      from: "Studio <studio@harmoniyoga.example>",
      salesNotifyEmail: "sales@harmoniyoga.example, lead@harmoniyoga.example",
      timeoutMs: 5_000,
      retryBaseSeconds: 10,
      maxAttempts: 4,
    });
    expect(config.rateLimits.quotesPerMinute).toBe(3);
    expect(loadConfig({ MAIL_FROM: "hello@harmoniyoga.example" }).mail.from).toBe(
      "hello@harmoniyoga.example",
    );
  });

  it("reads who is alerted of new leads and the response promise, and names wrong ones", () => {
    expect(
      loadConfig({
        STAFF_ALERT_EMAILS: "desk@harmoniyoga.example, owner@harmoniyoga.example",
        STAFF_ALERT_SMS: "+1 (415) 555-0100, +919876543210",
        RESPONSE_PROMISE_HOURS: "4",
      }).speedToLead,
    ).toEqual({
      alertEmails: "desk@harmoniyoga.example, owner@harmoniyoga.example",
      alertSms: ["+14155550100", "+919876543210"],
      responsePromiseHours: 4,
    });
    const error = configErrorOf({
      STAFF_ALERT_EMAILS: "desk",
      STAFF_ALERT_SMS: "+14155550100, 4155550101",
      RESPONSE_PROMISE_HOURS: "0",
    });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      "STAFF_ALERT_EMAILS",
      "STAFF_ALERT_SMS",
      "RESPONSE_PROMISE_HOURS",
    ]);
    expect(error.message).toContain(
      "STAFF_ALERT_SMS must be a phone number in international format, such as +14155550142, or several separated by commas",
    );
    expect(error.message).toContain("RESPONSE_PROMISE_HOURS must be at least 1");
  });

  it("reads the studio settings file, RESPONSE_PROMISE_HOURS over its promise, and names its wrong fields", () => {
    expect(loadConfig({}).studio.responsePromiseHours).toBe(24);
    expect(loadConfig({ RESPONSE_PROMISE_HOURS: "6" })).toMatchObject({
      speedToLead: { responsePromiseHours: 6 },
      studio: { responsePromiseHours: 6 },
    });
    withSettingsFile(
      (yaml) => yaml.replace("email: hello@harmoniyoga.example", "email: hello"),
      (path) =>
        expect(configErrorOf({ STUDIO_SETTINGS: path }).message).toBe(
          `Invalid configuration:\n  - ${resolve(path)}: email: must be an e-mail address`,
        ),
    );
  });

  it("names a wrong e-mail setting", () => {
    const error = configErrorOf({
      SMTP_URL: "smtp.example.com:587",
      MAIL_FROM: "Harmoni Yoga",
      SALES_NOTIFY_EMAIL: "sales@harmoniyoga.example, not an address",
    });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      "SMTP_URL",
      "MAIL_FROM",
      "SALES_NOTIFY_EMAIL",
    ]);
    expect(error.message).toContain(
      "SMTP_URL must be an SMTP URL such as smtp://user:password@smtp.example.com:587",
    );
    expect(error.message).toContain("MAIL_FROM must be an e-mail address, optionally with a name");
    expect(error.message).toContain(
      "SALES_NOTIFY_EMAIL must be an e-mail address, or several separated by commas",
    );
  });

  it("names each wrong variable in a readable message", () => {
    const error = configErrorOf({ PORT: "abc", DATABASE_URL: "not-a-url", TRUST_PROXY: "2" });
    expect(error.issues.map((issue) => issue.variable)).toEqual(["PORT", "DATABASE_URL", "TRUST_PROXY"]);
    expect(error.message).toContain("PORT must be a port number (0-65535)");
    expect(error.message).toContain(
      "DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/database",
    );
    expect(error.message).toContain('TRUST_PROXY must be "true", "false" or a comma-separated list');
  });

  it("reads Redis for the rate limits and whether the pages load Google's tag", () => {
    const config = withSettingsFile(
      (yaml) => yaml.replace('adsConversionSendTo: ""', 'adsConversionSendTo: "AW-123456789/AbCdEfGh"'),
      (path) => loadConfig({ REDIS_URL: "redis://:secret@redis.internal:6379/2", STUDIO_SETTINGS: path }),
    );
    expect(config.rateLimits.redis).toEqual({
      url: "redis://:secret@redis.internal:6379/2",
      keyPrefix: "harmoni:rate-limit:",
    });
    expect(config.googleTag).toBe(true);
    expect(
      loadConfig({ REDIS_URL: "rediss://redis.internal", REDIS_KEY_PREFIX: "staging:" }).rateLimits.redis,
    ).toEqual({ url: "rediss://redis.internal", keyPrefix: "staging:" });
    expect(loadConfig({ REDIS_KEY_PREFIX: "staging:" })).toMatchObject({
      rateLimits: { leadsPerMinute: 10, quotesPerMinute: 10 },
      googleTag: false,
    });
    expect(loadConfig({}).rateLimits.redis).toBeUndefined();
    expect(configErrorOf({ REDIS_URL: "redis.internal:6379" }).message).toContain(
      "REDIS_URL must be a Redis URL such as redis://:password@redis.example.com:6379/0 or rediss://… for TLS",
    );
  });

  it("rejects values out of range", () => {
    expect(configErrorOf({ JOB_POLL_SECONDS: "0.1" }).message).toContain(
      "JOB_POLL_SECONDS must be at least 0.5",
    );
    expect(configErrorOf({ LOG_LEVEL: "loud" }).message).toContain("LOG_LEVEL must be one of");
    expect(configErrorOf({ ACCESS_LOG: "sampled" }).message).toContain("ACCESS_LOG must be one of off, all");
    expect(configErrorOf({ REQUEST_TIMEOUT_MS: "50" }).message).toContain(
      "REQUEST_TIMEOUT_MS must be at least 100",
    );
  });

  it("reads exactly the variables .env.example lists, besides the build's", () => {
    const listed = envExampleVariables();
    const names = listed.map(({ name }) => name);
    expect({
      missing: CONFIG_VARIABLES.filter((name) => !names.includes(name)),
      extra: listed
        .filter(({ name, build }) => !build && !CONFIG_VARIABLES.includes(name))
        .map(({ name }) => name),
      repeated: names.filter((name, index) => names.indexOf(name) !== index),
    }).toEqual({ missing: [], extra: [], repeated: [] });
  });
});
