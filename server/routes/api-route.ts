import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import type { Access, ApiParsed, Endpoint } from "#contracts/endpoint";

/** A request after its endpoint's schemas accepted it: params, query and body as they parsed. */
export type ApiRequest<E extends Endpoint> = Omit<FastifyRequest, "params" | "query" | "body"> & ApiParsed<E>;

/** What a handler answers: the endpoint's success (written through its schema), or the reply it sent itself. */
export type ApiAnswer<E extends Endpoint> =
  | (E["response"] extends z.ZodType ? z.input<E["response"]> : never)
  | FastifyReply;

/** Hooks and settings a route may add; method, path and schemas come from the contract. */
export type RouteExtras = Pick<RouteOptions, "config" | "onRequest" | "preValidation" | "preHandler">;

function responseSchemas(endpoint: Endpoint): Record<string, z.ZodType> {
  const schemas: Record<string, z.ZodType> = {};
  if (endpoint.response && "safeParse" in endpoint.response) schemas[endpoint.status] = endpoint.response;
  if (endpoint.failure) {
    schemas["4xx"] = endpoint.failure;
    schemas["5xx"] = endpoint.failure;
  }
  return schemas;
}

/**
 * Registers the route an endpoint of contracts/api.ts describes: its method and path, its request
 * schemas (Fastify refuses what they refuse before the handler runs) and its answer schemas. Routes
 * call it through `apiRoute` or, for a provider's webhook, `webhookRoute` (routes/webhooks/index.ts).
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: (request: ApiRequest<E>, reply: FastifyReply) => Promise<ApiAnswer<E>>,
): void {
  app.route({
    ...extras,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: responseSchemas(endpoint),
    },
    handler: (request, reply) => handler(request as unknown as ApiRequest<E>, reply),
  });
}

/** Every endpoint but a webhook, which has to name its verifier through `webhookRoute`. */
export type NonWebhookEndpoint = Endpoint & { access: Exclude<Access, "webhook"> };

/** Registers a public, staff or owner endpoint's route: see {@link contractRoute}. */
export function apiRoute<E extends NonWebhookEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: (request: ApiRequest<E>, reply: FastifyReply) => Promise<ApiAnswer<E>>,
): void {
  contractRoute(app, endpoint, extras, handler);
}
