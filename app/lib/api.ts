import type { z } from "zod";
import { type ApiRequest, apiFailureSchema, apiUrl, type Endpoint } from "#contracts/endpoint";

/**
 * Why a request failed, so callers can log precisely and still show people one plain sentence:
 * - `network`: the request never got an answer (offline, DNS, connection reset, aborted).
 * - `http`: the server answered with a non-2xx status; `body` holds its JSON answer when it sent one.
 * - `invalid-response`: a 2xx answer that is not JSON, or not the shape the contract describes.
 */
export type ApiErrorKind = "network" | "http" | "invalid-response";

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { url: string; status?: number; body?: unknown; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get body(): unknown {
    return this.details.body;
  }
}

/** A file an endpoint answered with, and its Content-Disposition header (which names it). */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

/** What a successful call gives: the parsed JSON, the file, or nothing for an endpoint that answers 204. */
export type ApiResult<E extends Endpoint> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : E["response"] extends { mediaType: string }
    ? DownloadedFile
    : undefined;

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Reads the answer's body; a connection that drops halfway is a network failure. */
async function reading<T>(read: () => Promise<T>, what: string, url: string, status: number): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    throw new ApiError("network", `${what} failed while reading the answer`, { url, status, cause });
  }
}

/**
 * Calls an endpoint of contracts/api.ts: its method, its path with the parameters filled in, the query
 * and the JSON body. The answer is checked against the endpoint's schema; anything else throws an
 * `ApiError` saying why.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  request: ApiRequest<E>,
  options: CallOptions = {},
): Promise<ApiResult<E>> {
  const url = apiUrl(endpoint, request as { params?: Record<string, string>; query?: object });
  const what = `${endpoint.method} ${url}`;
  const body = (request as { body?: unknown }).body;
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: options.credentials ?? "same-origin",
      signal: options.signal,
    });
  } catch (cause) {
    throw new ApiError("network", `${what} failed: no response`, { url, cause });
  }
  const status = response.status;

  if (!response.ok) {
    const json = await reading(() => readJson(response), what, url, status);
    throw new ApiError("http", `${what} answered HTTP ${status}`, {
      url,
      status,
      body: json.ok ? json.value : undefined,
    });
  }
  const expected = endpoint.response;
  if (expected === null) return undefined as ApiResult<E>;
  if ("mediaType" in expected) {
    const blob = await reading(() => response.blob(), what, url, status);
    return { blob, contentDisposition: response.headers.get("Content-Disposition") } as ApiResult<E>;
  }

  const json = await reading(() => readJson(response), what, url, status);
  if (!json.ok) {
    throw new ApiError("invalid-response", `${what} answered with something other than JSON`, {
      url,
      status,
    });
  }
  const parsed = expected.safeParse(json.value);
  if (!parsed.success) {
    throw new ApiError("invalid-response", `${what} answered with an unexpected shape`, {
      url,
      status,
      body: json.value,
      cause: parsed.error,
    });
  }
  return parsed.data as ApiResult<E>;
}

/** A refusal the server explained: its words, and the field they are about when it named one. */
export interface Refusal {
  message: string;
  field?: string;
}

/** The server's explained refusal (a 4xx with `{message, field?}`), or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.kind !== "http" || (error.status ?? 500) >= 500) return null;
  const parsed = apiFailureSchema.safeParse(error.body);
  const message = parsed.data?.message.trim();
  if (!parsed.success || !message) return null;
  return parsed.data.field ? { message, field: parsed.data.field } : { message };
}

/**
 * Calls a staff endpoint with the session's credentials and CSRF token; the session ends itself when the
 * server answers 401. Provided by the staff session (features/admin-auth) and handed down by the routes.
 */
export type StaffCall = <E extends Endpoint>(
  endpoint: E,
  request: ApiRequest<E>,
  signal?: AbortSignal,
) => Promise<ApiResult<E>>;

export type FormOutcome<Answer = unknown> =
  | { ok: true; answer: Answer }
  | { ok: false; reason: string; context: Record<string, unknown> };

/**
 * Posts a public form and gives the server's answer when it accepted it. Every kind of failure (a refusal,
 * an HTTP error, no answer at all, an answer that is not the contract's) becomes one described outcome
 * for the log.
 */
export async function submitForm<E extends Endpoint>(
  endpoint: E,
  request: ApiRequest<E>,
): Promise<FormOutcome<ApiResult<E>>> {
  try {
    return { ok: true, answer: await callApi(endpoint, request) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const serverMessage = apiFailureSchema.safeParse(error.body).data?.message;
    return {
      ok: false,
      reason: serverMessage ?? error.message,
      context: { endpoint: endpoint.path, kind: error.kind, status: error.status, cause: error.cause },
    };
  }
}
