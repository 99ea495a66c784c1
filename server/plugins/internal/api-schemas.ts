import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteOptions,
} from "fastify";
import fp from "fastify-plugin";
import type { z } from "zod";
import * as api from "#contracts/api";
import {
  type Access,
  type ApiFailure,
  type Endpoint,
  isApiPath,
  needsStaffSession,
} from "#contracts/endpoint";
import { firstIssue } from "#contracts/first-issue";

export const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object.";
export const UNSTORABLE_TEXT_MESSAGE = "This field contains characters that are not allowed.";

/**
 * A request its endpoint's schema refused: 400 with the first failing rule's message (the one the
 * browser shows for the same input), or 404 when the path's parameters name nothing.
 */
export class InvalidRequestError extends Error {
  constructor(
    readonly statusCode: 400 | 404,
    readonly failure: ApiFailure,
  ) {
    super(failure.message);
    this.name = "InvalidRequestError";
  }
}

/** A UTF-16 surrogate without its pair: JSON can carry one, but PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store (NUL, or a lone surrogate), anywhere in a checked value. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0") || LONE_SURROGATE.test(value);
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasUnstorableText);
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type Checked = { ok: true; value: unknown } | { ok: false; failure: ApiFailure };

/**
 * One part of a request against its schema. A body that is not an object is refused in plain words
 * unless the schema takes it (an optional body that was left out). Text PostgreSQL cannot hold is
 * refused too, naming the field: checked on the schema's output, which holds only the fields kept.
 */
export function checkRequestPart(
  schema: z.ZodType,
  data: unknown,
  options: { part: string; storableText: boolean },
): Checked {
  const input = data ?? undefined;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const wrongShape = options.part === "body" && !isObject(input);
    return {
      ok: false,
      failure: wrongShape
        ? { success: false, message: NOT_AN_OBJECT_MESSAGE }
        : { success: false, ...firstIssue(parsed.error) },
    };
  }
  const value: unknown = parsed.data;
  if (options.storableText && isObject(value)) {
    const field = Object.keys(value).find((key) => hasUnstorableText(value[key]));
    if (field) return { ok: false, failure: { success: false, message: UNSTORABLE_TEXT_MESSAGE, field } };
  }
  return { ok: true, value };
}

/** Every endpoint of the contract, the outreach channels' included. */
const { outreach, ...single } = api;
const ENDPOINTS = new Map(
  [...Object.values(single), ...Object.values(outreach)].map((endpoint: Endpoint) => [
    `${endpoint.method} ${endpoint.path}`,
    endpoint,
  ]),
);

/** The contract's entry for a route; a HEAD route is its GET's. */
function endpointOf(method: string, url: string): Endpoint | undefined {
  return ENDPOINTS.get(`${method === "HEAD" ? "GET" : method} ${url}`);
}

/** Who may call the route registered for this method and path, as the contract says. */
export function accessOf(method: string, url: string | undefined): Access | undefined {
  return url === undefined ? undefined : endpointOf(method, url)?.access;
}

/** Set inside the staff area (server/routes/staff/index.ts), whose hooks guard every route in it. */
export const STAFF_AREA = "staffArea";
/** Set inside the webhook area (server/routes/webhooks/index.ts), whose hook verifies every request in it. */
export const WEBHOOK_AREA = "webhookArea";

/** The guarded areas, and the access whose endpoints must be registered inside each and nowhere else. */
const AREAS = [
  { decorator: STAFF_AREA, name: "the staff area", holds: needsStaffSession },
  { decorator: WEBHOOK_AREA, name: "the webhook area", holds: (access: Access) => access === "webhook" },
] as const;

/**
 * Refuses, at start, a route the contract does not describe under /api, a staff or webhook endpoint
 * registered outside its area (it would answer without a session, or without its provider's signature
 * checked), and any other endpoint registered inside one.
 */
function checkAgainstContract(this: FastifyInstance, route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    const endpoint = endpointOf(method, route.url);
    const where = `${method} ${route.url}`;
    if (!endpoint) {
      if (isApiPath(route.url)) throw new Error(`${where} is not described in contracts/api.ts`);
      continue;
    }
    const kind = `${endpoint.access === "owner" ? "an" : "a"} ${endpoint.access} endpoint`;
    for (const area of AREAS) {
      const inside = this.hasDecorator(area.decorator);
      const belongs = area.holds(endpoint.access);
      if (belongs && !inside) throw new Error(`${where} is ${kind}: register it inside ${area.name}`);
      if (!belongs && inside) throw new Error(`${where} is ${kind}: register it outside ${area.name}`);
    }
  }
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart, method, url }) => {
  // Webhooks take their fields exactly as the provider sent them: its signature covers them.
  const storableText = endpointOf(method, url)?.access !== "webhook";
  const part = httpPart ?? "body";
  return (data) => {
    const checked = checkRequestPart(schema, data, { part, storableText });
    if (checked.ok) return { value: checked.value };
    if (part !== "params") return { error: new InvalidRequestError(400, checked.failure) };
    // A path that names nothing is not found; there is no form field to point at.
    return { error: new InvalidRequestError(404, { success: false, message: checked.failure.message }) };
  };
};

/** Answers are written through their schema, so a field the contract does not name never leaves. */
const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));

/**
 * Every route's request and answer are checked against its zod schemas from contracts/api.ts, and every
 * route must match its entry there.
 */
export const apiSchemasPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook("onRoute", checkAgainstContract);
  },
  { name: "api-schemas" },
);
