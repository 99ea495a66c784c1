import type { z } from "zod";
import { firstIssue } from "../../contracts/first-issue.ts";
import type { ApiFailureResponse } from "../../contracts/lead.ts";

const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object.";
export const UNSTORABLE_TEXT_MESSAGE = "This field contains characters that are not allowed.";

/** A UTF-16 surrogate without its pair: JSON can carry one, but PostgreSQL's jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot store (NUL, or a lone surrogate), anywhere in a checked value. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0") || LONE_SURROGATE.test(value);
  if (typeof value === "object" && value !== null) return Object.values(value).some(hasUnstorableText);
  return false;
}

export type FormBodyResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailureResponse };

/**
 * Checks a public form's JSON body against its contract schema. A failure carries the first failing
 * rule's message, the same one the browser shows, ready to answer with status 400.
 */
export function parseFormBody<S extends z.ZodType>(schema: S, body: unknown): FormBodyResult<z.output<S>> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, failure: { success: false, message: NOT_AN_OBJECT_MESSAGE } };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, failure: { success: false, ...firstIssue(parsed.error) } };
  // Checked on the schema's output, which is shallow and holds only the fields the route keeps.
  const data: unknown = parsed.data;
  if (typeof data === "object" && data !== null) {
    const field = Object.keys(data).find((key) => hasUnstorableText((data as Record<string, unknown>)[key]));
    if (field) return { ok: false, failure: { success: false, message: UNSTORABLE_TEXT_MESSAGE, field } };
  }
  return { ok: true, data: parsed.data };
}

/** People never see the `website` field; anything in it means a bot filled the form. */
export function isHoneypotFilled(website: string): boolean {
  return website.trim() !== "";
}
