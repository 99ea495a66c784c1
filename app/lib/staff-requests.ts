import { ApiError } from "./api.ts";

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
