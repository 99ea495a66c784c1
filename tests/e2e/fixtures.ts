import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { setupServer } from "msw/node";
import type * as AppModule from "#server/app";
import type * as ConfigModule from "#server/config";
import type * as SchemaModule from "#server/db/schema";
import type * as SignedLinksModule from "#server/services/signed-links";
import { freePort } from "../support/free-port.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp.ts";
import { createTwilioMock, TWILIO_TEST, type TwilioMock } from "../support/twilio.ts";

type Lead = SchemaModule.Lead;
type LeadConsent = typeof SchemaModule.leadConsents.$inferSelect;
type QuoteRequest = SchemaModule.QuoteRequest;

/** The staff account every test site starts with (ADMIN_USERNAME / ADMIN_PASSWORD on first start). */
export const STAFF = { username: "studio.owner", password: "harmoni-e2e-password" } as const;

/** A running production server with its staff account. */
export interface StaffSite {
  baseURL: string;
  app: FastifyInstance;
  /** Signs in through the real login form and waits for the dashboard. */
  signIn(page: Page): Promise<void>;
  /** Signs the page's browser in through the login API, for tests of what staff do once signed in. */
  startSession(page: Page): Promise<void>;
}

/**
 * The production server exactly as `npm start` runs it (the compiled build), on a throwaway database,
 * with Twilio answered by msw at the network boundary and e-mail going to a real SMTP test server.
 */
export interface Site extends StaffSite {
  latestLeadByEmail(email: string): Promise<Lead | undefined>;
  /** The consent rows stored with the leads of this e-mail, oldest first. */
  consentsByEmail(email: string): Promise<LeadConsent[]>;
  leadCount(email: string): Promise<number>;
  latestQuoteByEmail(email: string): Promise<QuoteRequest | undefined>;
  /** Moves the arrival of the leads with this e-mail back by `hours`, as if they had waited that long. */
  ageLeads(email: string, hours: number): Promise<void>;
  /** The latest trial booked for the lead with this e-mail. */
  latestTrialByEmail(email: string): Promise<SchemaModule.TrialBookingRow | undefined>;
  /** A manage link's token for the latest trial of this e-mail's lead, as the booking e-mails carry it. */
  manageTrialToken(email: string): Promise<string>;
  /** Records what the twilio SDK sent; script a failure with `reply`. Reset after every test. */
  twilio: TwilioMock;
  /** Received e-mails; script a refusal with `script`. Back to accepting after every test. */
  smtp: TestSmtpServer;
}

/** A site that knows its own address (PUBLIC_URL), so the password links it e-mails can be opened. */
export interface LinkSite extends StaffSite {
  smtp: TestSmtpServer;
}

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const built = (path: string) => pathToFileURL(resolve(BUILD_DIR, "node/server", path)).href;

async function startSite(env: Record<string, string>): Promise<StaffSite> {
  const { buildApp } = (await import(built("app.js"))) as typeof AppModule;
  const { loadConfig } = (await import(built("config.js"))) as typeof ConfigModule;
  const config = loadConfig({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "warn",
    DATA_DIR: "memory://",
    CLIENT_DIR: `${BUILD_DIR}/client`,
    // Every browser test submits from 127.0.0.1; the limits themselves are covered by the API tests.
    LEAD_RATE_LIMIT_PER_MINUTE: "1000",
    QUOTE_RATE_LIMIT_PER_MINUTE: "1000",
    LOGIN_MAX_FAILURES_PER_IP: "1000",
    LOGIN_MAX_FAILURES: "1000",
    LOGIN_MAX_FAILURES_PER_USERNAME: "1000",
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    ...env,
  });
  const app = await buildApp(config);
  const baseURL = await app.listen({ host: config.host, port: config.port });
  return {
    baseURL,
    app,
    async signIn(page) {
      await page.goto(`${baseURL}/admin/login`);
      await page.getByLabel("Username").fill(STAFF.username);
      await page.getByLabel("Password").fill(STAFF.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${STAFF.username}` })).toBeVisible();
    },
    async startSession(page) {
      // page.request shares the browser's cookies, so the session cookie lands where the page reads it.
      const response = await page.request.post(`${baseURL}/api/auth`, { data: STAFF });
      expect(response.status(), "sign-in through the API").toBe(200);
    },
  };
}

/**
 * A site's start (opening PGlite, migrations, reading the build into memory) takes about 5 s on a quiet machine
 * and past 30 s, the default, on a loaded one; a slow start is not what these tests check.
 */
const SITE_START_TIMEOUT_MS = 120_000;

export const test = base.extend<
  { baseURL: string; resetProviders: undefined; ownSite: StaffSite },
  { site: Site; drySite: StaffSite; linkSite: LinkSite }
>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const { leadConsents, leads, quoteRequests, trialBookings } = (await import(
        built("db/schema.js")
      )) as typeof SchemaModule;
      const { linkSigner } = (await import(built("services/signed-links.js"))) as typeof SignedLinksModule;
      const twilio = createTwilioMock();
      // The server runs in this worker, so msw sees the twilio SDK's HTTP; everything else passes.
      const network = setupServer(...twilio.handlers);
      network.listen({ onUnhandledRequest: "bypass" });
      const smtp = await startSmtpServer();
      const site = await startSite({
        TWILIO_ACCOUNT_SID: TWILIO_TEST.accountSid,
        TWILIO_AUTH_TOKEN: TWILIO_TEST.authToken,
        TWILIO_CALLER_ID: TWILIO_TEST.callerId,
        TWILIO_SMS_FROM: TWILIO_TEST.smsFrom,
        TWILIO_WHATSAPP_FROM: TWILIO_TEST.whatsappFrom,
        TWILIO_WHATSAPP_TEMPLATES: `health_report_request_campaign=${TWILIO_TEST.contentSid}`,
        SMTP_URL: smtp.url,
      });
      const { db } = site.app.database;
      const latestTrialByEmail = async (email: string) => {
        const rows = await db
          .select({ trial: trialBookings })
          .from(trialBookings)
          .innerJoin(leads, eq(leads.id, trialBookings.leadId))
          .where(eq(leads.email, email))
          .orderBy(desc(trialBookings.createdAt))
          .limit(1);
        return rows[0]?.trial;
      };
      const signer = await linkSigner(site.app.database);
      await use({
        ...site,
        twilio,
        smtp,
        async latestLeadByEmail(email) {
          const rows = await db
            .select()
            .from(leads)
            .where(eq(leads.email, email))
            .orderBy(desc(leads.createdAt))
            .limit(1);
          return rows[0];
        },
        async consentsByEmail(email) {
          const rows = await db
            .select({ consent: leadConsents })
            .from(leadConsents)
            .innerJoin(leads, eq(leads.id, leadConsents.leadId))
            .where(eq(leads.email, email))
            .orderBy(asc(leadConsents.id));
          return rows.map((row) => row.consent);
        },
        async leadCount(email) {
          return (await db.select().from(leads).where(eq(leads.email, email))).length;
        },
        async ageLeads(email, hours) {
          const createdAt = new Date(Date.now() - hours * 3_600_000);
          await db.update(leads).set({ createdAt, lastSubmittedAt: createdAt }).where(eq(leads.email, email));
        },
        latestTrialByEmail,
        async manageTrialToken(email) {
          const trial = await latestTrialByEmail(email);
          if (!trial) throw new Error(`No trial booked for ${email}`);
          return signer.sign("manage-trial", trial.id, new Date(trial.endsAt.getTime() + 7 * 86_400_000));
        },
        async latestQuoteByEmail(email) {
          const rows = await db
            .select()
            .from(quoteRequests)
            .where(eq(quoteRequests.email, email))
            .orderBy(desc(quoteRequests.createdAt))
            .limit(1);
          return rows[0];
        },
      });
      await site.app.close();
      await smtp.close();
      network.close();
    },
    { scope: "worker", timeout: SITE_START_TIMEOUT_MS },
  ],
  /** Neither Twilio nor SMTP configured: every staff tool runs dry. Started only by tests that use it. */
  drySite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const site = await startSite({});
      await use(site);
      await site.app.close();
    },
    { scope: "worker", timeout: SITE_START_TIMEOUT_MS },
  ],
  /** E-mail and PUBLIC_URL set, so "Forgot password?" e-mails a link. Started only by tests that use it. */
  linkSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const smtp = await startSmtpServer();
      const port = await freePort();
      const site = await startSite({
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: smtp.url,
      });
      await use({ ...site, smtp });
      await site.app.close();
      await smtp.close();
    },
    { scope: "worker", timeout: SITE_START_TIMEOUT_MS },
  ],
  /**
   * A site for one test alone, its database holding only what that test stores: for figures that count
   * every lead (the dashboard's), which other tests' leads would change. Started only by tests that use it.
   */
  ownSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const site = await startSite({});
      await use(site);
      await site.app.close();
    },
    { timeout: SITE_START_TIMEOUT_MS },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
  resetProviders: [
    async ({ site }, use) => {
      await use(undefined);
      site.twilio.reset();
      site.smtp.script(["accept"]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Tags a test whose outcome depends on the window's width (layout, the mobile menu, touch, scroll
 * geometry): it runs at 390 px as well as at 1280 px. Every other test runs once, on desktop, because
 * it checks behaviour that is the same at every width.
 */
export const BOTH_WIDTHS = { tag: "@both-widths" } as const;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/**
 * axe's rules for WCAG 2.0 to 2.2, levels A and AA: the bar the site is held to. Its other rules are best
 * practices (landmark and heading advice; dialog names, which every dialog's role query asserts anyway),
 * and leaving them out makes each run about a fifth faster.
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe on the current page: no serious or critical violation of a WCAG A or AA rule.
 *
 * Legacy mode runs axe in the page itself; the default runs it frame by frame and gathers the results in
 * a blank page it opens for each run, which doubles the time. The two differ only for cross-origin frames,
 * which legacy mode skips, and our pages have none: the first check keeps it that way.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => url !== "about:blank" && new URL(url).origin !== origin);
  expect(foreignFrames, "cross-origin frames, which this axe run would not look into").toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((n) => n.target),
    }));
  expect(serious).toEqual([]);
}

/**
 * A client number for tests that call or text: 555 is no area code, so the number's local time is unknown
 * and quiet hours (contracts/quiet-hours.ts) never ask to confirm, whatever the hour the suite runs at.
 * quiet-hours.spec.ts picks its numbers by time zone instead.
 */
export function unzonedPhone(lastFour = "0142"): string {
  return `+1555555${lastFour}`;
}

/** A unique address per test so parallel tests never see each other's leads. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
