import { DrizzleQueryError } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { stdSerializers } from "pino";
import { isApiPath } from "#contracts/endpoint";
import { isStaffPath } from "#contracts/staff-pages";

/**
 * What the log keeps of personal data (docs/decisions/034-one-mailbox-rule-and-linear-patterns.md, Decision: Logs): the
 * staff area's and the API's query strings carry searches for names, e-mails and phone numbers, and a failed
 * query's parameters carry whatever a visitor or staff member typed. Neither is needed to find a fault.
 */

/** Shown where a query string was left out, so a reader knows there was one. */
export const REDACTED_QUERY = "?[redacted]";

/** A request's address as logged: the path alone for the API and the staff area, whole for public pages. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  return isApiPath(path) || isStaffPath(path) ? `${path}${REDACTED_QUERY}` : url;
}

/** The database error's fields that name things in the schema, never a value. */
const DATABASE_ERROR_FIELDS = [
  "code",
  "severity",
  "routine",
  "position",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
] as const;

/** PostgreSQL (and PGlite) quote the offending value in a message: 'invalid input syntax for type uuid: "…"'. */
const QUOTED = /"[^"]*"/g;

type ErrorRecord = Error & Record<string, unknown>;

function isDatabaseError(error: ErrorRecord): boolean {
  return typeof error.severity === "string" && typeof error.code === "string";
}

/** The stack's call frames, without its first line, which repeats the message. */
function frames(error: Error): string {
  const stack = error.stack ?? "";
  const first = stack.indexOf("\n    at ");
  return first === -1 ? "" : stack.slice(first);
}

/** A copy of `error` of the same class, with only the given own fields. */
function copyOf(error: Error, message: string, fields: Record<string, unknown>): ErrorRecord {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(error)) as ErrorRecord, fields);
  Object.defineProperty(copy, "message", { value: message, enumerable: false });
  Object.defineProperty(copy, "stack", {
    value: `${error.name}: ${message}${frames(error)}`,
    enumerable: false,
  });
  return copy;
}

/**
 * The error as it may be logged, causes included: a failed query keeps its SQL text and loses its
 * parameters (Drizzle's message repeats them); a database error keeps its code and the names of what it
 * concerns, with the values quoted in its message blanked, and neither its detail (which repeats a row's values)
 * nor the query and parameters PGlite adds to it. Causes are followed eight deep, so a chain that loops ends.
 */
function withoutQueryValues(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 8) return error;
  const record = error as ErrorRecord;
  const cause = withoutQueryValues(record.cause, depth + 1);
  if (error instanceof DrizzleQueryError) {
    return copyOf(error, `Failed query: ${error.query}`, { query: error.query, cause });
  }
  if (isDatabaseError(record)) {
    const fields = Object.fromEntries(
      DATABASE_ERROR_FIELDS.filter((field) => record[field] !== undefined).map((field) => [
        field,
        record[field],
      ]),
    );
    return copyOf(error, error.message.replace(QUOTED, '"…"'), { ...fields, cause });
  }
  if (cause === record.cause) return error;
  return copyOf(error, error.message, { ...record, cause });
}

/**
 * The logger's serializers, over Fastify's own: a request's address through loggedUrl(), an error
 * without query values. Every line logging `req` or `err` goes through them.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    return stdSerializers.err(withoutQueryValues(error) as Error);
  },
};
