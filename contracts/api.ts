import { z } from "zod";
import { businessQuoteSchema, quoteAcceptedSchema } from "./business-quote.ts";
import { leadAcceptedSchema, leadRequestSchema } from "./lead.ts";
import {
  inboxFilterSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxSummarySchema,
  leadDetailSchema,
  leadNoteAddedSchema,
  leadNoteSchema,
  leadParams,
  leadStatusChangedSchema,
  leadStatusSchema,
} from "./leads-inbox.ts";
import { outreachSentSchema } from "./outreach.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS, type OutreachChannel } from "./outreach-channels.ts";
import {
  loginRequestSchema,
  signedInSchema,
  signedOutSchema,
  verifyAuthResponseSchema,
} from "./staff-auth.ts";

/**
 * The whole HTTP API in one place: for every endpoint its method, path, request schemas and answer
 * schemas. The server registers each route from its entry here (Fastify validates the request and
 * serialises the answer with these schemas) and the browser calls it through app/lib/api.ts, which
 * parses the answer with the same schema. docs/architecture.md, "The API contract", tells the story.
 */

/** Every JSON endpoint lives under this path; nothing else does. */
export const API_PREFIX = "/api";

/** Whether a path belongs to the API (and so is never a page of the site). */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** Every refusal and fault of a JSON endpoint: the words to show, and the field they are about. */
export const apiFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  field: z.string().optional(),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/**
 * Who may call an endpoint. `staff` endpoints answer only a signed-in session with its CSRF token; the
 * server registers them inside its staff area, which guards every route in it. `webhook` endpoints check
 * the provider's signature themselves.
 */
export type Access = "public" | "staff" | "webhook";

export interface Endpoint {
  access: Access;
  method: "GET" | "POST";
  /** Fastify's form: `:name` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The status of a successful answer. */
  status: 200 | 204;
  /**
   * A successful answer: a schema for JSON, or the media type of a file or text answer (none for 204).
   * `failure` is every other answer's JSON (none when failures carry no body).
   */
  response: z.ZodType | { mediaType: string } | null;
  failure: z.ZodType | null;
}

function endpoint<const E extends Omit<Endpoint, "status" | "failure"> & Partial<Endpoint>>(spec: E) {
  return { status: 200, failure: apiFailureSchema, ...spec } as E & {
    status: E["status"] extends 204 ? 204 : 200;
    failure: E["failure"] extends z.ZodType | null ? E["failure"] : typeof apiFailureSchema;
  };
}

/** Twilio's webhooks post form fields; the signature check needs them exactly as sent. */
const twilioFormSchema = z.record(z.string(), z.string());

/** The endpoint that sends one outreach channel: the registry names its path and body. */
export interface OutreachEndpoint<C extends OutreachChannel> extends Endpoint {
  access: "staff";
  method: "POST";
  body: (typeof OUTREACH_CHANNELS)[C]["request"];
  status: 200;
  response: typeof outreachSentSchema;
  failure: typeof apiFailureSchema;
}

/** The endpoint of each outreach channel, keyed like the registry. */
export const outreachEndpoints = Object.fromEntries(
  OUTREACH_CHANNEL_IDS.map((channel) => [
    channel,
    endpoint({
      access: "staff",
      method: "POST",
      path: OUTREACH_CHANNELS[channel].endpointPath,
      body: OUTREACH_CHANNELS[channel].request,
      response: outreachSentSchema,
    }),
  ]),
) as { [C in OutreachChannel]: OutreachEndpoint<C> };

export const api = {
  /** The lead modal: stored before the answer, then forwarded to HubSpot by a job. */
  submitLead: endpoint({
    access: "public",
    method: "POST",
    path: "/api/hubspot-lead",
    body: leadRequestSchema,
    response: leadAcceptedSchema,
  }),
  /** The business quote dialog. */
  submitQuote: endpoint({
    access: "public",
    method: "POST",
    path: "/api/business-quote",
    body: businessQuoteSchema,
    response: quoteAcceptedSchema,
  }),

  verifyAuth: endpoint({
    access: "public",
    method: "GET",
    path: "/api/verify-auth",
    response: verifyAuthResponseSchema,
  }),
  login: endpoint({
    access: "public",
    method: "POST",
    path: "/api/auth",
    body: loginRequestSchema,
    response: signedInSchema,
  }),
  logout: endpoint({ access: "public", method: "POST", path: "/api/logout", response: signedOutSchema }),

  inbox: endpoint({
    access: "staff",
    method: "GET",
    path: "/api/admin/leads",
    query: inboxQuerySchema,
    response: inboxPageSchema,
  }),
  inboxSummary: endpoint({
    access: "staff",
    method: "GET",
    path: "/api/admin/leads/summary",
    response: inboxSummarySchema,
  }),
  /** The inbox view as a CSV file; an absent body means the unfiltered inbox. */
  inboxExport: endpoint({
    access: "staff",
    method: "POST",
    path: "/api/admin/leads/export",
    body: inboxFilterSchema.optional(),
    response: { mediaType: "text/csv; charset=utf-8" },
  }),
  lead: endpoint({
    access: "staff",
    method: "GET",
    path: "/api/admin/leads/:kind/:id",
    params: leadParams,
    response: leadDetailSchema,
  }),
  changeLeadStatus: endpoint({
    access: "staff",
    method: "POST",
    path: "/api/admin/leads/:kind/:id/status",
    params: leadParams,
    body: leadStatusSchema,
    response: leadStatusChangedSchema,
  }),
  addLeadNote: endpoint({
    access: "staff",
    method: "POST",
    path: "/api/admin/leads/:kind/:id/notes",
    params: leadParams,
    body: leadNoteSchema,
    response: leadNoteAddedSchema,
  }),

  /** Twilio reports call and message progress; 403 without a valid X-Twilio-Signature. */
  twilioStatus: endpoint({
    access: "webhook",
    method: "POST",
    path: "/api/webhooks/twilio/status",
    body: twilioFormSchema,
    status: 204,
    response: null,
    failure: null,
  }),
  /** Twilio's "A message comes in": replies and STOP/START; answers TwiML. */
  twilioInbound: endpoint({
    access: "webhook",
    method: "POST",
    path: "/api/webhooks/twilio/inbound",
    body: twilioFormSchema,
    response: { mediaType: "text/xml" },
    failure: null,
  }),

  /** Liveness, for load balancers. */
  health: endpoint({
    access: "public",
    method: "GET",
    path: "/healthz",
    response: z.object({ status: z.literal("ok") }),
  }),
  /** Readiness: 503 while the database is unreachable. */
  ready: endpoint({
    access: "public",
    method: "GET",
    path: "/readyz",
    response: z.object({ status: z.literal("ready") }),
    failure: z.object({ status: z.literal("unavailable"), message: z.string() }),
  }),
} as const;

/** Every endpoint, the outreach channels' included: what the server checks its routes against. */
export const allEndpoints: readonly Endpoint[] = [...Object.values(api), ...Object.values(outreachEndpoints)];

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller supplies: the path's parameters, the query and the body, each only where the endpoint has one. */
export type ApiRequest<E extends Endpoint> = (E["params"] extends z.ZodType
  ? { params: Input<E["params"]> }
  : { params?: never }) &
  (E["query"] extends z.ZodType ? { query?: Input<E["query"]> } : { query?: never }) &
  (E["body"] extends z.ZodType ? { body: Input<E["body"]> } : { body?: never });

/** A successful answer as the server writes it and the browser reads it. */
export type ApiResponse<E extends Endpoint> = E["response"] extends z.ZodType
  ? Output<E["response"]>
  : unknown;

/** The request's parts after validation, as a route handler sees them. */
export interface ApiParsed<E extends Endpoint> {
  params: Output<E["params"]>;
  query: Output<E["query"]>;
  body: Output<E["body"]>;
}

/** The endpoint's path with its parameters filled in, and its query string when there is one. */
export function apiUrl(
  endpoint: Pick<Endpoint, "path">,
  request: { params?: Record<string, string>; query?: object } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined && value !== null && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
