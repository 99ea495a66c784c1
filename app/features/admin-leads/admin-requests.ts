import { z } from "zod";
import { ApiError } from "../../lib/api.ts";

/** The session's requests, handed down by the route (see admin-auth's useAdminGet and friends). */
export type AdminGet = <T>(url: string, signal?: AbortSignal) => Promise<T>;
export type AdminPost = (url: string, body: unknown) => Promise<unknown>;
export type AdminDownload = (
  url: string,
  body: unknown,
) => Promise<{ blob: Blob; contentDisposition: string | null }>;

/** A refusal the server explained: its words, and the field they are about when it named one. */
export interface Refusal {
  message: string;
  field?: string;
}

const refusalSchema = z.object({ message: z.string().trim().min(1), field: z.string().optional() });

/** The server's explained refusal (a 4xx with `{message, field?}`), or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.kind !== "http" || (error.status ?? 500) >= 500) return null;
  const parsed = refusalSchema.safeParse(error.body);
  if (!parsed.success) return null;
  return parsed.data.field
    ? { message: parsed.data.message, field: parsed.data.field }
    : { message: parsed.data.message };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A signed-out session is handled by the guard (it goes to sign in); nothing to show here. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Said when there is no answer, or one that is not ours: the connection or the server, not the person. */
export const CONNECTION_TROUBLE =
  "We could not reach the server. Check your connection and try again; if it keeps happening, the server may be down.";
