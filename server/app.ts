import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";
import { databasePlugin } from "./plugins/database.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { jobsPlugin } from "./plugins/jobs.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { staticSitePlugin } from "./plugins/static-site.ts";
import { healthRoutes } from "./routes/health.ts";
import { hubspotLeadRoute } from "./routes/public/hubspot-lead.ts";
import { createCrm } from "./services/crm.ts";
import { createCrmSync } from "./services/crm-sync.ts";
import { createLeadService } from "./services/leads.ts";

/** How much longer than the CRM timeout an attempt may look busy before it counts as stuck. */
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

  const crmSync = createCrmSync({
    database: app.database,
    jobs: app.jobs,
    crm: createCrm(config.hubspot),
    settings: {
      retryBaseSeconds: config.hubspot.retryBaseSeconds,
      maxAttempts: config.hubspot.maxAttempts,
      attemptTimeoutMs: config.hubspot.timeoutMs + ATTEMPT_MARGIN_MS,
    },
    log: app.log,
  });
  await crmSync.start();
  app.addHook("onClose", async () => crmSync.stop());
  const leads = createLeadService({ database: app.database, crmSync });

  await app.register(healthRoutes);
  await app.register(hubspotLeadRoute, { leads, perMinute: config.rateLimits.leadsPerMinute });
  await app.register(staticSitePlugin, { clientDir: config.clientDir });

  await app.ready();
  return app;
}
