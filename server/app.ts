import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import type { DestinationStream } from "pino";
import * as api from "#contracts/api";
import { checkBuiltSettings } from "./built-settings.ts";
import type { Config } from "./config.ts";
import { Drain } from "./drain.ts";
import { createHttpServer } from "./http-server.ts";
import { logSerializers } from "./log-serializers.ts";
import { senderAddress } from "./mail-address.ts";
import { rewriteMalformedUrl } from "./malformed-url.ts";
import { rateLimitPlugin } from "./plugins/external/rate-limit.ts";
import { redisPlugin } from "./plugins/external/redis.ts";
import { securityHeadersPlugin } from "./plugins/external/security-headers.ts";
import { accessLogPlugin } from "./plugins/internal/access-log.ts";
import { apiSchemasPlugin } from "./plugins/internal/api-schemas.ts";
import { databasePlugin } from "./plugins/internal/database.ts";
import { errorHandlerPlugin } from "./plugins/internal/error-handler.ts";
import { jobsPlugin } from "./plugins/internal/jobs.ts";
import { requestMetricsPlugin, STATIC_ROUTE_LABEL } from "./plugins/internal/request-metrics.ts";
import { staffSessionPlugin } from "./plugins/internal/staff-session.ts";
import { StaticFastPath } from "./plugins/internal/static-fast-path.ts";
import { staticSitePlugin } from "./plugins/internal/static-site.ts";
import { requestIds } from "./request-ids.ts";
import { loginRoute } from "./routes/auth/login.ts";
import { loginCodeRoute } from "./routes/auth/login-code.ts";
import { logoutRoute } from "./routes/auth/logout.ts";
import { createReauthentication } from "./routes/auth/reauthenticate.ts";
import { verifyAuthRoute } from "./routes/auth/verify-auth.ts";
import { healthRoutes } from "./routes/health.ts";
import { metricsRoute } from "./routes/metrics.ts";
import { forgotPasswordRoute } from "./routes/password-links/forgot-password.ts";
import { setPasswordRoutes } from "./routes/password-links/set-password.ts";
import { businessQuoteRoute } from "./routes/public/business-quote.ts";
import { hubspotLeadRoute } from "./routes/public/hubspot-lead.ts";
import { trialBookingRoutes } from "./routes/public/trial-booking.ts";
import { accountPasswordRoutes } from "./routes/staff/account-password.ts";
import { auditLogRoutes } from "./routes/staff/audit-log.ts";
import { dashboardRoutes } from "./routes/staff/dashboard.ts";
import { staffArea } from "./routes/staff/index.ts";
import { leadsRoutes } from "./routes/staff/leads.ts";
import { outreachRoutes } from "./routes/staff/outreach.ts";
import { staffAccountsRoutes } from "./routes/staff/staff-accounts.ts";
import { teacherCalendarRoutes } from "./routes/staff/teacher-calendars.ts";
import { trialsRoutes } from "./routes/staff/trials.ts";
import { twoFactorRoutes } from "./routes/staff/two-factor.ts";
import { webhookArea } from "./routes/webhooks/index.ts";
import { twilioInboundRoute } from "./routes/webhooks/twilio-inbound.ts";
import { twilioVerifier } from "./routes/webhooks/twilio-signature.ts";
import { twilioStatusRoute } from "./routes/webhooks/twilio-status.ts";
import { createAuditLogReader } from "./services/audit-log-page.ts";
import { createCrm } from "./services/crm.ts";
import { createCrmSync } from "./services/crm-sync.ts";
import type { Delivery } from "./services/delivery.ts";
import { createForgotPassword } from "./services/forgot-password.ts";
import { createLeadContacts } from "./services/lead-contacts.ts";
import { createLeadStatus } from "./services/lead-status.ts";
import { createLeadService } from "./services/leads.ts";
import { createLoginThrottle } from "./services/login-throttle.ts";
import { createMailer } from "./services/mail.ts";
import { createMetrics } from "./services/metrics.ts";
import { createOutboundLimiter } from "./services/outbound-limiter.ts";
import { createOutreachService } from "./services/outreach.ts";
import { dryRunTools } from "./services/outreach-channels/index.ts";
import { createPasswordLinkMail } from "./services/password-link-mail.ts";
import { createPasswordLinks } from "./services/password-links.ts";
import { createProviderHealth } from "./services/provider-health.ts";
import { createQuoteCrmSync, createQuoteSalesMail } from "./services/quote-deliveries.ts";
import { createQuoteService } from "./services/quotes.ts";
import { responsePromise } from "./services/response-promise.ts";
import type { SecretBox } from "./services/secret-box.ts";
import { linkSigner } from "./services/signed-links.ts";
import { createSmsOptOuts } from "./services/sms-opt-outs.ts";
import { createStaffAccounts } from "./services/staff-accounts.ts";
import { createStaffAlerts } from "./services/staff-alerts.ts";
import { bootstrapFirstStaffUser } from "./services/staff-bootstrap.ts";
import { seedSampleCalendars } from "./services/teacher-calendars.ts";
import { resealTotpSecrets, totpSecretBox } from "./services/totp-secrets.ts";
import { createTrialBookings } from "./services/trial-bookings.ts";
import { createTrialStaff } from "./services/trial-staff.ts";
import { createTwilio } from "./services/twilio.ts";
import { createTwoFactor } from "./services/two-factor.ts";
import { createVisitorMail } from "./services/visitor-mail.ts";

/** How much longer than a provider's timeout an attempt may look busy before it counts as stuck. */
const ATTEMPT_MARGIN_MS = 5_000;
/**
 * A HubSpot attempt makes up to two requests (a quote's contact, then its note), and each may wait
 * for a slot of the request limit as long as the request itself may take.
 */
const HUBSPOT_WAITS_PER_ATTEMPT = 4;

function loggerOptions(config: Config, environment: AppEnvironment): FastifyServerOptions["logger"] {
  const common = { level: config.logLevel, serializers: logSerializers };
  if (environment.logStream) return { ...common, stream: environment.logStream };
  if (config.nodeEnv === "development") {
    return { ...common, transport: { target: "pino-pretty", options: { colorize: true } } };
  }
  return common;
}

/** What a process takes from its surroundings besides configuration; tests replace it. */
export interface AppEnvironment {
  /** The clock quiet hours (contracts/quiet-hours.ts) and trial booking (the window, links' expiry) read. */
  now(): Date;
  /** Where log lines go instead of stdout. */
  logStream?: DestinationStream;
}

const REAL_ENVIRONMENT: AppEnvironment = { now: () => new Date() };

/** Builds the whole server, ready to listen or to be exercised with `app.inject`. */
export async function buildApp(
  config: Config,
  environment: AppEnvironment = REAL_ENVIRONMENT,
): Promise<FastifyInstance> {
  // Before anything opens: pages promising other facts than the server's must not be served.
  await checkBuiltSettings(config.clientDir, config.studio);
  // With every request logged, every request must reach Fastify: the fast path stays off.
  const fastPath = config.accessLog === "all" ? undefined : new StaticFastPath();
  const metrics = createMetrics(config.metricsToken !== undefined);
  // A trusted proxy's X-Forwarded-* headers say who the visitor is and how they came; its X-Request-Id names the request.
  const behindTrustedProxy = config.trustProxy !== false;
  const drain = new Drain();
  const app: FastifyInstance = Fastify({
    logger: loggerOptions(config, environment),
    // Each request's two lines only with ACCESS_LOG=all; failed and slow answers are logged by accessLogPlugin.
    logController: new LogController({ disableRequestLogging: config.accessLog !== "all" }),
    serverFactory: createHttpServer(
      config.requestTimeoutMs,
      (request, response) => {
        if (!fastPath) return false;
        if (!config.metricsToken) return fastPath.answer(request, response);
        const started = performance.now();
        if (!fastPath.answer(request, response)) return false;
        // The answer is written at once: the time to write it into the socket is the whole of its time here.
        const seconds = (performance.now() - started) / 1000;
        metrics.answered("GET", STATIC_ROUTE_LABEL, response.statusCode, seconds);
        return true;
      },
      drain,
    ),
    // A request that reaches a closing instance on a connection already open is answered, not refused with
    // 503: the listener is closed by then and its connection closes after the answer (docs/operations.md).
    return503OnClosing: false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIds(behindTrustedProxy),
    // Opening the database runs its migrations, and the static site is read into memory: on a busy
    // two-core machine either can take longer than Fastify's 10 s default, which would fail the start.
    pluginTimeout: 60_000,
    rewriteUrl: rewriteMalformedUrl,
  });
  app.decorate("drain", drain);
  // The API speaks JSON only; anything else is answered 415 instead of reaching a handler.
  app.removeContentTypeParser("text/plain");

  await app.register(errorHandlerPlugin);
  await app.register(accessLogPlugin, { slowRequestMs: config.slowRequestMs });
  if (config.metricsToken) await app.register(requestMetricsPlugin, { metrics });
  await app.register(apiSchemasPlugin);
  await app.register(securityHeadersPlugin, {
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    behindTrustedProxy,
  });
  const redis = config.rateLimits.redis;
  await app.register(redisPlugin, redis ? { url: redis.url } : {});
  await app.register(rateLimitPlugin, { keyPrefix: redis?.keyPrefix ?? "" });
  await app.register(databasePlugin, {
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });
  await app.register(staffSessionPlugin, { config });
  let totpBox: SecretBox;
  try {
    await bootstrapFirstStaffUser({
      database: app.database,
      bootstrap: config.staff.bootstrap,
      log: app.log,
    });
    totpBox = await totpSecretBox(config, app.log);
    await resealTotpSecrets(app.database, totpBox, app.log);
    // The sample site offers real trial times from its first start; a studio's own teachers set theirs.
    if (config.studio.sampleData) await seedSampleCalendars(app.database.db);
  } catch (error) {
    // Close what is open (the embedded database holds a lock on DATA_DIR) before giving up.
    await app.close();
    throw error;
  }
  await app.register(jobsPlugin, {
    pollSeconds: config.jobs.pollSeconds,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  });

  // Before the deliveries: the visitor's e-mails sign their manage links with it.
  const signer = await linkSigner(app.database);
  const bookings = createTrialBookings({
    database: app.database,
    signer,
    settings: config.studio.trials,
    now: environment.now,
  });
  // Shared by every instance through Redis when it is configured (docs/decisions/013-hubspot-request-limit-and-retries.md).
  const hubspotLimiter = createOutboundLimiter({
    name: "HubSpot",
    settings: {
      maxRequests: config.hubspotPacing.maxRequestsPer10s,
      windowMs: 10_000,
      holdMs: config.hubspot.timeoutMs,
    },
    ...(app.redis && redis
      ? { redis: { client: app.redis, key: `${redis.keyPrefix}outbound:hubspot` } }
      : {}),
    log: app.log,
  });
  // Each provider's last call decides what /readyz and /metrics say of it.
  const providers = createProviderHealth(metrics.registry, {
    hubspot: config.hubspot.accessToken !== undefined,
    smtp: config.mail.smtpUrl !== undefined,
    twilio: config.twilio.accountSid !== undefined,
  });
  const crm = createCrm(config.hubspot, hubspotLimiter, providers.calls("hubspot"));
  const mailer = createMailer(config.mail, providers.calls("smtp"));
  // The deliveries' workers are background work: on PGlite their queries wait while requests' queries do.
  const base = { database: app.database.background, jobs: app.jobs, log: app.log, metrics };
  const crmBase = { ...base, crm };
  const crmSettings = {
    retryBaseSeconds: config.hubspot.retryBaseSeconds,
    retryMaxDelaySeconds: config.hubspotPacing.retryMaxDelaySeconds,
    maxAttempts: config.hubspot.maxAttempts,
    attemptTimeoutMs: HUBSPOT_WAITS_PER_ATTEMPT * config.hubspot.timeoutMs + ATTEMPT_MARGIN_MS,
    concurrency: config.hubspotPacing.workers,
  };
  const mailSettings = {
    retryBaseSeconds: config.mail.retryBaseSeconds,
    maxAttempts: config.mail.maxAttempts,
    attemptTimeoutMs: config.mail.timeoutMs + ATTEMPT_MARGIN_MS,
  };
  const crmSync = createCrmSync({ ...crmBase, settings: crmSettings });
  const quoteCrmSync = createQuoteCrmSync({ ...crmBase, settings: crmSettings });
  const quoteSalesMail = createQuoteSalesMail({
    ...base,
    mailer,
    settings: mailSettings,
    responsePromiseHours: config.speedToLead.responsePromiseHours,
    ...(config.mail.salesNotifyEmail ? { salesNotifyEmail: config.mail.salesNotifyEmail } : {}),
  });
  const twilio = createTwilio(config.twilio, providers.calls("twilio"));
  const dryRun = dryRunTools(config);
  const alertSms = config.speedToLead.alertSms ?? [];
  const staffAlerts = createStaffAlerts({
    ...base,
    mailer,
    smsSender: dryRun.sms ? undefined : twilio,
    recipients: {
      ...(config.speedToLead.alertEmails ? { emails: config.speedToLead.alertEmails } : {}),
      sms: alertSms,
    },
    context: {
      ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
      responsePromiseHours: config.speedToLead.responsePromiseHours,
    },
    settings: {
      ...mailSettings,
      // One e-mail, then one SMS after another.
      attemptTimeoutMs: config.mail.timeoutMs + alertSms.length * config.twilio.timeoutMs + ATTEMPT_MARGIN_MS,
    },
  });
  const visitorMail = createVisitorMail({
    ...base,
    signer,
    smsSender: dryRun.sms ? undefined : twilio,
    mailer,
    settings: mailSettings,
    context: {
      phone: config.studio.phone.label,
      email: config.studio.email,
      questionnaireUrl: config.studio.links.questionnaire,
      responsePromiseHours: config.speedToLead.responsePromiseHours,
      ...(config.publicUrl ? { siteUrl: config.publicUrl } : {}),
    },
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    studioEmail: config.studio.email,
  });
  const deliveries: Delivery[] = [
    crmSync,
    quoteCrmSync,
    quoteSalesMail,
    staffAlerts.lead,
    staffAlerts.quote,
    visitorMail,
  ];
  for (const delivery of deliveries) await delivery.start();
  app.addHook("onClose", async () => {
    for (const delivery of deliveries) delivery.stop();
    mailer.close();
  });
  const leads = createLeadService({
    database: app.database,
    crmSync,
    staffAlert: staffAlerts.lead,
    metrics,
  });
  const quotes = createQuoteService({
    database: app.database,
    crmSync: quoteCrmSync,
    salesMail: quoteSalesMail,
    staffAlert: staffAlerts.quote,
    metrics,
  });

  await app.register(healthRoutes, { providers });
  if (config.metricsToken) {
    metrics.watch(app.database, app.log);
    await app.register(metricsRoute, { registry: metrics.registry, token: config.metricsToken });
  }
  await app.register(hubspotLeadRoute, { leads, bookings, perMinute: config.rateLimits.leadsPerMinute });
  await app.register(trialBookingRoutes, { bookings });
  await app.register(businessQuoteRoute, { quotes, perMinute: config.rateLimits.quotesPerMinute });
  const requireTwoFactor = config.staff.requireTwoFactor;
  const twoFactor = createTwoFactor(app.database, {
    now: environment.now,
    required: requireTwoFactor,
    box: totpBox,
    log: app.log,
  });
  const signIn = {
    dryRun,
    requireTwoFactor,
    twoFactor,
    throttle: createLoginThrottle(app.database, {
      maxFailures: config.staff.loginMaxFailures,
      maxFailuresPerIp: config.staff.loginMaxFailuresPerIp,
      maxFailuresPerUsername: config.staff.loginMaxFailuresPerUsername,
      windowMinutes: config.staff.loginWindowMinutes,
    }),
    production: config.nodeEnv === "production",
  };
  await app.register(verifyAuthRoute, { dryRun, requireTwoFactor });
  await app.register(logoutRoute);
  await app.register(loginRoute, signIn);
  await app.register(loginCodeRoute, signIn);
  const reauthenticate = createReauthentication(app, signIn);
  const passwordLinkMail = createPasswordLinkMail({
    mailer,
    publicUrl: config.publicUrl,
    contactEmail: senderAddress(config.mail.from),
    log: app.log,
  });
  const forgot = createForgotPassword({
    database: app.database.background,
    mail: passwordLinkMail,
    log: app.log,
  });
  // Registered after the mailer's own onClose hook, so it runs first: requests in hand finish their e-mail.
  app.addHook("onClose", () => forgot.settled());
  await app.register(forgotPasswordRoute, { forgot });
  await app.register(setPasswordRoutes, { links: createPasswordLinks(app.database) });
  const optOuts = createSmsOptOuts(app.database);
  const outreach = createOutreachService({
    database: app.database,
    log: app.log,
    providers: {
      twilio,
      mailer,
      whatsappTemplates: config.twilio.whatsappTemplates,
      ...(config.publicUrl ? { statusCallbackUrl: `${config.publicUrl}${api.twilioStatus.path}` } : {}),
      emailContact: {
        email: senderAddress(config.mail.from),
        ...(config.publicUrl ? { siteUrl: config.publicUrl } : {}),
      },
    },
    dryRun,
    leadStatus: createLeadStatus(app.database),
    contacts: createLeadContacts(app.database),
    optOuts,
    now: environment.now,
  });
  const promise = responsePromise(config.speedToLead.responsePromiseHours);
  await app.register(staffArea, {
    routes: [
      (staff) => leadsRoutes(staff, { promise, now: environment.now }),
      (staff) => dashboardRoutes(staff, { promise }),
      (staff) => outreachRoutes(staff, { outreach }),
      (staff) => twoFactorRoutes(staff, { twoFactor, required: requireTwoFactor, reauthenticate }),
      (staff) => accountPasswordRoutes(staff, { reauthenticate }),
      (staff) =>
        staffAccountsRoutes(staff, {
          accounts: createStaffAccounts({ database: app.database, mail: passwordLinkMail }),
        }),
      (staff) => auditLogRoutes(staff, { reader: createAuditLogReader(app.database) }),
      (staff) => trialsRoutes(staff, { trials: createTrialStaff(app.database), bookings }),
      (staff) => teacherCalendarRoutes(staff, { database: app.database }),
    ],
  });
  const verifier = twilioVerifier({
    ...(config.twilio.authToken ? { authToken: config.twilio.authToken } : {}),
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  });
  await app.register(webhookArea, {
    routes: [
      (area) => twilioStatusRoute(area, { verifier, outreach }),
      (area) => twilioInboundRoute(area, { verifier, optOuts }),
    ],
  });
  await app.register(staticSitePlugin, {
    clientDir: config.clientDir,
    googleTag: config.googleTag,
    ...(fastPath ? { fastPath } : {}),
  });

  await app.ready();
  return app;
}
