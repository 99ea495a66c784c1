import type { z } from "zod";
import { firstIssue } from "../../../contracts/first-issue.ts";
import type { ApiFailureResponse } from "../../../contracts/lead.ts";

const NOT_AN_OBJECT_MESSAGE = "The request body must be a JSON object.";

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
  return { ok: true, data: parsed.data };
}

/** People never see the `website` field; anything in it means a bot filled the form. */
export function isHoneypotFilled(website: string): boolean {
  return website.trim() !== "";
}
