import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiFailureSchema, type Endpoint } from "#contracts/endpoint";
import { ApiError, callApi, refusalOf, submitForm } from "./api.ts";

// A real HTTP server on 127.0.0.1 plays the API, so the client is tested over a real socket.
let server: Server;
let base: string;
let lastRequest: { method?: string; url?: string; contentType?: string; body: string } | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      lastRequest = {
        method: request.method,
        url: request.url,
        contentType: request.headers["content-type"],
        body,
      };
      const send = (status: number, text: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { "Content-Type": "application/json", ...headers });
        response.end(text);
      };
      const path = request.url?.split("?")[0];
      if (path === "/ok" || path?.startsWith("/things/"))
        send(200, JSON.stringify({ success: true, message: "Thanks" }));
      else if (path === "/refused")
        send(400, JSON.stringify({ success: false, message: "Bad name", field: "name" }));
      else if (path === "/busy") send(429, "Too many requests", { "Content-Type": "text/plain" });
      else if (path === "/html")
        send(200, "<!doctype html><p>Not an API</p>", { "Content-Type": "text/html" });
      else if (path === "/file")
        send(200, "Kind,Name\r\n", {
          "Content-Type": "text/csv",
          "Content-Disposition": 'attachment; filename="leads.csv"',
        });
      else if (path === "/empty") send(204, "");
      else send(404, JSON.stringify({ success: false, message: "Not found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const thanks = z.object({ success: z.literal(true), message: z.string() });

/** An endpoint as contracts/api.ts writes one, on the test server. */
function endpoint(path: string, overrides: Partial<Endpoint> = {}) {
  return {
    access: "public",
    method: "POST",
    path: `${base}${path}`,
    body: z.object({ name: z.string() }),
    status: 200,
    response: thanks,
    failure: apiFailureSchema,
    ...overrides,
  } as const satisfies Endpoint;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("callApi", () => {
  it("sends the body as JSON and returns the answer its schema parsed", async () => {
    await expect(callApi(endpoint("/ok"), { body: { name: "Asha" } })).resolves.toEqual({
      success: true,
      message: "Thanks",
    });
    expect(lastRequest).toMatchObject({
      method: "POST",
      contentType: "application/json",
      body: '{"name":"Asha"}',
    });
  });

  it("fills the path's parameters, escaped, and writes the query without empty values", async () => {
    const get = {
      ...endpoint("/things/:kind/:id"),
      method: "GET",
      body: undefined,
      params: z.object({ kind: z.string(), id: z.string() }),
      query: z.object({
        q: z.string().optional(),
        page: z.number().optional(),
        status: z.string().optional(),
      }),
    } as const satisfies Endpoint;
    await callApi(get, {
      params: { kind: "lead", id: "a/b c" },
      query: { q: "Maya Lee", page: 2, status: "" },
    });
    expect(lastRequest).toMatchObject({
      method: "GET",
      url: "/things/lead/a%2Fb%20c?q=Maya+Lee&page=2",
      contentType: undefined,
      body: "",
    });
  });

  it("refuses an answer that is not the contract's shape", async () => {
    const error = await failure(
      callApi(endpoint("/ok", { response: z.object({ token: z.string() }) }), { body: { name: "Asha" } }),
    );
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(200);
  });

  it("reports a non-2xx answer as an HTTP error carrying its status and JSON body", async () => {
    const error = await failure(callApi(endpoint("/refused"), { body: { name: "" } }));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ success: false, message: "Bad name", field: "name" });
    expect(refusalOf(error)).toEqual({ message: "Bad name", field: "name" });
  });

  it("reports a non-2xx answer that is not JSON without a body", async () => {
    const error = await failure(callApi(endpoint("/busy"), { body: { name: "Asha" } }));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(429);
    expect(error.body).toBeUndefined();
    expect(refusalOf(error)).toBeNull();
  });

  it("reports a 2xx answer that is not JSON as an invalid response", async () => {
    const error = await failure(callApi(endpoint("/html"), { body: { name: "Asha" } }));
    expect(error.kind).toBe("invalid-response");
  });

  it("returns a file answer as a blob with its Content-Disposition, and nothing for a 204", async () => {
    const download = {
      ...endpoint("/file"),
      response: { mediaType: "text/csv" },
    } as const satisfies Endpoint;
    const file = await callApi(download, { body: { name: "Asha" } });
    expect(await file.blob.text()).toBe("Kind,Name\r\n");
    expect(file.contentDisposition).toBe('attachment; filename="leads.csv"');
    const empty = { ...endpoint("/empty"), status: 204, response: null } as const satisfies Endpoint;
    await expect(callApi(empty, { body: { name: "Asha" } })).resolves.toBeUndefined();
  });

  it("reports a request that gets no answer as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failure(
      callApi({ ...endpoint("/ok"), path: `${url}/ok` }, { body: { name: "Asha" } }),
    );
    expect(error.kind).toBe("network");
    expect(error.status).toBeUndefined();
  });
});

describe("submitForm", () => {
  it("says ok with the server's answer when it accepted the form", async () => {
    await expect(submitForm(endpoint("/ok"), { body: { name: "Asha" } })).resolves.toEqual({
      ok: true,
      answer: { success: true, message: "Thanks" },
    });
  });

  it("keeps the server's reason for the log when it refused", async () => {
    const outcome = await submitForm(endpoint("/refused"), { body: { name: "" } });
    expect(outcome).toMatchObject({ ok: false, reason: "Bad name", context: { kind: "http", status: 400 } });
  });
});
