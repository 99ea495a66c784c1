import { ApiError } from "../../lib/api.ts";

/** A file an admin endpoint answered with, and its Content-Disposition header (which names it). */
export interface DownloadedFile {
  blob: Blob;
  contentDisposition: string | null;
}

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * POSTs JSON and returns the answer as a file. Failures throw an ApiError like postJson's, with the
 * server's JSON answer as `body`, so a refusal can be shown in the server's words.
 */
export async function postForFile(url: string, body: unknown, init: RequestInit): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: "POST",
      headers: { ...init.headers, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError("network", `POST ${url} failed: no response`, { url, cause });
  }
  if (!response.ok) {
    throw new ApiError("http", `POST ${url} answered HTTP ${response.status}`, {
      url,
      status: response.status,
      body: await jsonBody(response),
    });
  }
  try {
    return { blob: await response.blob(), contentDisposition: response.headers.get("Content-Disposition") };
  } catch (cause) {
    throw new ApiError("network", `POST ${url} failed while reading the file`, {
      url,
      status: response.status,
      cause,
    });
  }
}
