import { z } from "zod";

/**
 * What an endpoint of the HTTP API is, and the helpers both sides build on it. The endpoints themselves
 * are listed in contracts/api.ts; docs/architecture.md, "The HTTP API", tells the story.
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
 * server registers them inside its staff area, which guards every route in it. `owner` endpoints are staff
 * endpoints the same guard also refuses, 403, to a session whose account is not an owner
 * (contracts/staff-roles.ts). `webhook` endpoints are a provider's: the server registers them inside its
 * webhook area, which verifies every request with the verifier each route must name.
 */
export type Access = "public" | "staff" | "owner" | "webhook";

/** Whether an endpoint needs a signed-in session: staff and owner endpoints both live in the staff area. */
export function needsStaffSession(access: Access): boolean {
  return access === "staff" || access === "owner";
}

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

/** An endpoint as written in contracts/api.ts: 200 and the usual failure answer unless it says otherwise. */
export function endpoint<const E extends Omit<Endpoint, "status" | "failure"> & Partial<Endpoint>>(spec: E) {
  return { status: 200, failure: apiFailureSchema, ...spec } as E & {
    status: E["status"] extends 204 ? 204 : 200;
    failure: E["failure"] extends z.ZodType | null ? E["failure"] : typeof apiFailureSchema;
  };
}

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
