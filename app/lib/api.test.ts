import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, getJson, postJson } from "./api.ts";

// A real HTTP server on 127.0.0.1 plays the API, so the client is tested over a real socket.
let server: Server;
let base: string;
let lastRequest: { method?: string; contentType?: string; body: string } | undefined;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      lastRequest = { method: request.method, contentType: request.headers["content-type"], body };
      const send = (status: number, text: string, type = "application/json") => {
        response.writeHead(status, { "Content-Type": type });
        response.end(text);
      };
      if (request.url === "/ok") send(200, JSON.stringify({ success: true, message: "Thanks" }));
      else if (request.url === "/refused")
        send(400, JSON.stringify({ success: false, message: "Bad name", field: "name" }));
      else if (request.url === "/busy") send(429, "Too many requests", "text/plain");
      else if (request.url === "/html") send(200, "<!doctype html><p>Not an API</p>", "text/html");
      else send(404, JSON.stringify({ success: false, message: "Not found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("postJson", () => {
  it("sends JSON and returns the JSON answer", async () => {
    await expect(postJson(`${base}/ok`, { name: "Asha" })).resolves.toEqual({
      success: true,
      message: "Thanks",
    });
    expect(lastRequest).toEqual({ method: "POST", contentType: "application/json", body: '{"name":"Asha"}' });
  });

  it("checks the answer against a schema when given one", async () => {
    const schema = z.object({ success: z.literal(true), message: z.string() });
    await expect(postJson(`${base}/ok`, {}, { schema })).resolves.toEqual({
      success: true,
      message: "Thanks",
    });

    const error = await failure(postJson(`${base}/ok`, {}, { schema: z.object({ token: z.string() }) }));
    expect(error.kind).toBe("invalid-response");
    expect(error.status).toBe(200);
  });

  it("reports a non-2xx answer as an HTTP error carrying its status and JSON body", async () => {
    const error = await failure(postJson(`${base}/refused`, {}));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(400);
    expect(error.body).toEqual({ success: false, message: "Bad name", field: "name" });
  });

  it("reports a non-2xx answer that is not JSON without a body", async () => {
    const error = await failure(postJson(`${base}/busy`, {}));
    expect(error.kind).toBe("http");
    expect(error.status).toBe(429);
    expect(error.body).toBeUndefined();
  });

  it("reports a 2xx answer that is not JSON as an invalid response", async () => {
    const error = await failure(postJson(`${base}/html`, {}));
    expect(error.kind).toBe("invalid-response");
  });

  it("reports a request that gets no answer as a network error", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/ok`;
    await new Promise((resolve) => closed.close(resolve));

    const error = await failure(postJson(url, {}));
    expect(error.kind).toBe("network");
    expect(error.status).toBeUndefined();
  });
});

describe("getJson", () => {
  it("sends no body and no content type", async () => {
    await expect(getJson(`${base}/ok`)).resolves.toEqual({ success: true, message: "Thanks" });
    expect(lastRequest).toEqual({ method: "GET", contentType: undefined, body: "" });
  });
});
