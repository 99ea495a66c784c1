import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Endpoint } from "#contracts/endpoint";
import { loggedUrl } from "#server/log-serializers";
import { WEBHOOK_AREA } from "#server/plugins/internal/api-schemas";
import { createWebhookEvents, type WebhookEvents, type WebhookJob } from "#server/services/webhook-events";
import { type ApiRequest, contractRoute } from "../api-route.ts";

/**
 * How a provider proves a request is its own. Twilio signs the address and the form fields; PayPal is
 * asked through its API or checked by the certificate its headers name; HMAC providers sign the raw body.
 * A verifier may call out (it is awaited), and answers false for anything it cannot vouch for.
 */
export interface WebhookVerifier {
  /** The provider as its event ids are stored: `twilio`. */
  readonly provider: string;
  verify(request: FastifyRequest, rawBody: Buffer): Promise<boolean>;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set by webhookRoute: the webhook area's hook verifies each request with it before anything else. */
    webhookVerifier?: WebhookVerifier;
  }
}

/** A provider's event as a request names it: its id, unique per provider, and what its job needs. */
export interface WebhookEvent<P extends object> {
  id: string;
  payload: P;
}

/** An endpoint of contracts/api.ts that a provider calls. */
export type WebhookEndpoint = Endpoint & { access: "webhook" };

/**
 * A provider's webhook: who may call it, which event a request is, the work an event asks for, and the
 * answer the provider expects. The work runs in a job of `queue`, after the answer.
 */
export interface Webhook<E extends WebhookEndpoint, P extends object> {
  /** Checks that the provider sent the request; the area refuses, with a bare 403, what it does not vouch for. */
  verifier: WebhookVerifier;
  /** The pg-boss queue of the webhook's jobs. */
  queue: string;
  /** The event a verified request reports, or undefined when it reports nothing to act on. */
  event(request: ApiRequest<E>): WebhookEvent<P> | undefined;
  /** The event's work, in a job: it may run again after a crash or a failed attempt, so it must be idempotent. */
  act(payload: P, log: FastifyBaseLogger): Promise<void>;
  /** The provider's answer: the same for a new event, a repeat, and a request with nothing to act on. */
  answer(reply: FastifyReply): FastifyReply;
}

/** The webhook area's instance: only it can register a webhook route. */
export type WebhookArea = FastifyInstance & { readonly [WEBHOOK_AREA]: WebhookEvents };

/** A group of webhook routes, bound to what it needs (see app.ts). */
export type WebhookRoutes = (area: WebhookArea) => Promise<void>;

export interface WebhookAreaOptions {
  routes: readonly WebhookRoutes[];
}

/** Each request's body exactly as it arrived, for verifiers that sign bytes rather than fields. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const NO_BODY = Buffer.alloc(0);

/**
 * Registers a provider's webhook in the area: it cannot be called without a verifier (the compiler asks for
 * one, and the area refuses at start a route that has none). A verified request's event is stored once per
 * provider and its work queued in the same statement; the provider gets its answer at once, and a repeated
 * event id gets the same answer with nothing queued.
 */
export async function webhookRoute<E extends WebhookEndpoint, P extends object>(
  area: WebhookArea,
  endpoint: E,
  webhook: Webhook<E, P>,
): Promise<void> {
  const events = area[WEBHOOK_AREA];
  const { verifier, queue } = webhook;
  contractRoute(area, endpoint, { config: { webhookVerifier: verifier } }, async (request, reply) => {
    const event = webhook.event(request);
    if (event) {
      const received = { provider: verifier.provider, eventId: event.id, queue, payload: event.payload };
      if (await events.receive(received)) area.jobs.wake(queue);
      else
        request.log.info(
          { provider: verifier.provider, eventId: event.id },
          "repeated webhook event not acted on",
        );
    }
    return webhook.answer(reply);
  });
  await area.jobs.createQueue(queue);
  await area.jobs.work<WebhookJob<P>>(queue, async (job) => {
    try {
      await webhook.act(job.payload, area.log);
      await events.processed(job.event);
    } catch (error) {
      // Thrown on, so pg-boss runs the job again later (QUEUE_RETRY in plugins/internal/jobs.ts).
      area.log.error(
        { err: error, queue, event: job.event },
        "webhook event's work failed; it will be retried",
      );
      throw error;
    }
  });
}

/** Refuses, at start, a route in the area that names no verifier: it would act on anyone's request. */
function requireVerifier(route: RouteOptions) {
  if (typeof route.config?.webhookVerifier?.verify !== "function") {
    const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
    throw new Error(
      `${methods} ${route.url} has no verifier: register a webhook with webhookRoute(), naming its provider's verifier`,
    );
  }
}

/** Form posts (Twilio) and JSON (PayPal and most others) are parsed here, each keeping its raw bytes. */
function keepRawBodies(area: FastifyInstance) {
  const json = area.getDefaultJsonParser("error", "error");
  // The API's own JSON parser, inherited from the root, would drop the bytes; only this area's is replaced.
  area.removeContentTypeParser("application/json");
  area.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body: Buffer, done) => {
    rawBodies.set(request, body);
    json(request, body.toString("utf8"), done);
  });
  area.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "buffer" },
    (request, body: Buffer, done) => {
      rawBodies.set(request, body);
      done(null, Object.fromEntries(new URLSearchParams(body.toString("utf8"))));
    },
  );
}

/** The area's guard: before the body is validated, a request the route's verifier does not vouch for gets a bare 403. */
async function verifyWebhook(request: FastifyRequest, reply: FastifyReply) {
  const verifier = request.routeOptions.config.webhookVerifier;
  if (verifier && (await verifier.verify(request, rawBodies.get(request) ?? NO_BODY))) return;
  request.log.warn(
    { url: loggedUrl(request.url), ip: request.ip, provider: verifier?.provider },
    "webhook refused: bad or missing signature",
  );
  await reply.code(403).send();
}

/**
 * Every webhook route is registered in here, and nowhere else (a webhook endpoint registered outside it
 * stops the server at start, api-schemas.ts): the area parses providers' bodies keeping their raw bytes,
 * and its hook verifies each request with its route's verifier before the body is validated or the handler
 * runs, so a new webhook cannot be left unverified by forgetting a call.
 */
export async function webhookArea(area: FastifyInstance, options: WebhookAreaOptions) {
  area.decorate(WEBHOOK_AREA, createWebhookEvents(area.database));
  area.addHook("onRoute", requireVerifier);
  keepRawBodies(area);
  area.addHook("preValidation", verifyWebhook);
  for (const routes of options.routes) await routes(area as WebhookArea);
}
