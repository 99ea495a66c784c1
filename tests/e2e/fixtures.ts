import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type * as AppModule from "../../server/app.ts";
import type * as ConfigModule from "../../server/config.ts";
import type * as SchemaModule from "../../server/db/schema.ts";

type Lead = SchemaModule.Lead;
type QuoteRequest = SchemaModule.QuoteRequest;

/** The production server exactly as `npm start` runs it (the compiled build), on a throwaway database. */
export interface Site {
  baseURL: string;
  app: FastifyInstance;
  latestLeadByEmail(email: string): Promise<Lead | undefined>;
  leadCount(email: string): Promise<number>;
  latestQuoteByEmail(email: string): Promise<QuoteRequest | undefined>;
}

const built = (path: string) => pathToFileURL(resolve("build/node/server", path)).href;

export const test = base.extend<{ baseURL: string }, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const { buildApp } = (await import(built("app.js"))) as typeof AppModule;
      const { loadConfig } = (await import(built("config.js"))) as typeof ConfigModule;
      const { leads, quoteRequests } = (await import(built("db/schema.js"))) as typeof SchemaModule;
      const config = loadConfig({
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
        DATA_DIR: "memory://",
        CLIENT_DIR: `${process.env.BUILD_DIR ?? "build"}/client`,
        JOB_POLL_SECONDS: "0.5",
        // Every browser test submits from 127.0.0.1; the limit itself is covered by the API tests.
        LEAD_RATE_LIMIT_PER_MINUTE: "1000",
        QUOTE_RATE_LIMIT_PER_MINUTE: "1000",
      });
      const app = await buildApp(config);
      const address = await app.listen({ host: config.host, port: config.port });
      const { db } = app.database;
      await use({
        baseURL: address,
        app,
        async latestLeadByEmail(email) {
          const rows = await db
            .select()
            .from(leads)
            .where(eq(leads.email, email))
            .orderBy(desc(leads.createdAt))
            .limit(1);
          return rows[0];
        },
        async leadCount(email) {
          return (await db.select().from(leads).where(eq(leads.email, email))).length;
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
      await app.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site.baseURL),
});

export { expect };

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** axe on the current page: no serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((n) => n.target),
    }));
  expect(serious).toEqual([]);
}

/** A unique address per test so parallel tests never see each other's leads. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
