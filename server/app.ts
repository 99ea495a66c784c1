import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { databasePlugin } from "./plugins/database.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { jobsPlugin } from "./plugins/jobs.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { staticSitePlugin } from "./plugins/static-site.ts";
import { healthRoutes } from "./routes/health.ts";
import { businessQuoteRoute } from "./routes/public/business-quote.ts";
import { hubspotLeadRoute } from "./routes/public/hubspot-lead.ts";
import { createCrm } from "./services/crm.ts";
import { createCrmSync } from "./services/crm-sync.ts";
import type { Delivery } from "./services/delivery.ts";
import { createLeadService } from "./services/leads.ts";
import { createMailer } from "./services/mail.ts";
import { createQuoteCrmSync, createQuoteSalesMail } from "./services/quote-deliveries.ts";
import { createQuoteService } from "./services/quotes.ts";

/** How much longer than a provider's timeout an attempt may look busy before it counts as stuck. */
const ATTEMPT_MARGIN_MS = 5_000;

function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  if (config.nodeEnv === "development") {
    return { level: config.logLevel, transport: { target: "pino-pretty", options: { colorize: true } } };
  }
  return { level: config.logLevel };
}

/** Builds the whole server, ready to listen or to be exercised with `app.inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  // The API speaks JSON only; anything else is answered 415 instead of reaching a handler.
  app.removeContentTypeParser("text/plain");

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(rateLimitPlugin);
  await app.register(databasePlugin, {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  await app.register(jobsPlugin, {
    pollSeconds: config.jobs.pollSeconds,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });

  const crm = createCrm(config.hubspot);
  const mailer = createMailer(config.mail);
  const base = { database: app.database, jobs: app.jobs, log: app.log };
  const crmSettings = {
    retryBaseSeconds: config.hubspot.retryBaseSeconds,
    maxAttempts: config.hubspot.maxAttempts,
    attemptTimeoutMs: config.hubspot.timeoutMs + ATTEMPT_MARGIN_MS,
  };
  const mailSettings = {
    retryBaseSeconds: config.mail.retryBaseSeconds,
    maxAttempts: config.mail.maxAttempts,
    attemptTimeoutMs: config.mail.timeoutMs + ATTEMPT_MARGIN_MS,
  };
  const crmSync = createCrmSync({ ...base, crm, settings: crmSettings });
  const quoteCrmSync = createQuoteCrmSync({ ...base, crm, settings: crmSettings });
  const quoteSalesMail = createQuoteSalesMail({
    ...base,
    mailer,
    settings: mailSettings,
    ...(config.mail.salesNotifyEmail ? { salesNotifyEmail: config.mail.salesNotifyEmail } : {}),
  });
  const deliveries: Delivery[] = [crmSync, quoteCrmSync, quoteSalesMail];
  for (const delivery of deliveries) await delivery.start();
  app.addHook("onClose", async () => {
    for (const delivery of deliveries) delivery.stop();
    mailer.close();
  });
  const leads = createLeadService({ database: app.database, crmSync });
  const quotes = createQuoteService({
    database: app.database,
    crmSync: quoteCrmSync,
    salesMail: quoteSalesMail,
  });

  await app.register(healthRoutes);
  await app.register(hubspotLeadRoute, { leads, perMinute: config.rateLimits.leadsPerMinute });
  await app.register(businessQuoteRoute, { quotes, perMinute: config.rateLimits.quotesPerMinute });
  await app.register(staticSitePlugin, { clientDir: config.clientDir });

  await app.ready();
  return app;
}
