import { z } from "zod";

/**
 * Why a request failed, so callers can log precisely and still show people one plain sentence:
 * - `network`: the request never got an answer (offline, DNS, connection reset, aborted).
 * - `http`: the server answered with a non-2xx status; `body` holds its JSON answer when it sent one.
 * - `invalid-response`: a 2xx answer that is not JSON, or not the shape the caller expects.
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

export interface RequestOptions<T> {
  /** Validates the answer; without it the JSON is returned as the caller's type, unchecked. */
  schema?: z.ZodType<T>;
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

/** Sends a JSON request and returns the JSON answer, or throws an `ApiError` saying why not. */
export async function requestJson<T>(
  method: "GET" | "POST",
  url: string,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
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
    throw new ApiError("network", `${method} ${url} failed: no response`, { url, cause });
  }

  let json: Awaited<ReturnType<typeof readJson>>;
  try {
    json = await readJson(response);
  } catch (cause) {
    throw new ApiError("network", `${method} ${url} failed while reading the answer`, {
      url,
      status: response.status,
      cause,
    });
  }

  if (!response.ok) {
    throw new ApiError("http", `${method} ${url} answered HTTP ${response.status}`, {
      url,
      status: response.status,
      body: json.ok ? json.value : undefined,
    });
  }
  if (!json.ok) {
    throw new ApiError("invalid-response", `${method} ${url} answered with something other than JSON`, {
      url,
      status: response.status,
    });
  }
  if (!options.schema) return json.value as T;

  const parsed = options.schema.safeParse(json.value);
  if (!parsed.success) {
    throw new ApiError("invalid-response", `${method} ${url} answered with an unexpected shape`, {
      url,
      status: response.status,
      body: json.value,
      cause: parsed.error,
    });
  }
  return parsed.data;
}

export function postJson<T>(url: string, body: unknown, options?: RequestOptions<T>): Promise<T> {
  return requestJson("POST", url, body, options);
}

export function getJson<T>(url: string, options?: RequestOptions<T>): Promise<T> {
  return requestJson("GET", url, undefined, options);
}

/** The answer every public form endpoint gives: `success`, and a `message` kept for the log. */
const formAnswerSchema: z.ZodType<{ success: boolean; message?: string }> = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});

export type FormOutcome = { ok: true } | { ok: false; reason: string; context: Record<string, unknown> };

/**
 * Posts a public form and says whether the server accepted it. Every kind of failure (a `success: false`
 * answer, an HTTP error, no answer at all) becomes one described outcome for the log.
 */
export async function submitForm(endpoint: string, body: unknown): Promise<FormOutcome> {
  try {
    const answer = await postJson(endpoint, body, { schema: formAnswerSchema });
    if (answer.success) return { ok: true };
    return {
      ok: false,
      reason: answer.message ?? "the server did not accept the form",
      context: { endpoint, success: false },
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const serverMessage = formAnswerSchema.safeParse(error.body).data?.message;
    return {
      ok: false,
      reason: serverMessage ?? error.message,
      context: { endpoint, kind: error.kind, status: error.status, cause: error.cause },
    };
  }
}
