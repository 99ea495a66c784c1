import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { testConfig } from "#tests/support/config.ts";
import { buildApp } from "./app.ts";

const REQUEST_TIMEOUT_MS = 1000;
/** Node checks timeouts every quarter of this timeout; the rest is room for a busy two-core test machine. */
const MARGIN_MS = 2500;
const SLOW_CLIENTS = 5;

interface SlowClientOutcome {
  answer: string;
  closedAfterMs: number;
}

describe("slow clients (REQUEST_TIMEOUT_MS)", () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildApp(testConfig({ requestTimeoutMs: REQUEST_TIMEOUT_MS }));
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Announces a 100-byte JSON body, sends 5 bytes of it, and waits for the server to answer and close. */
  function halfABody(): Promise<SlowClientOutcome> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      let sentAt = 0;
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        answer += chunk;
      });
      socket.on("error", reject);
      socket.on("close", () => resolve({ answer, closedAfterMs: performance.now() - sentAt }));
      socket.on("connect", () => {
        sentAt = performance.now();
        socket.write(
          `POST ${api.submitLead.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"nam`,
        );
      });
    });
  }

  it("answers a body that does not arrive in time with 408 and closes it, while serving others", async () => {
    const slowClients = Array.from({ length: SLOW_CLIENTS }, halfABody);
    const served: number[] = [];
    for (let request = 0; request < 5; request++) {
      served.push((await fetch(`http://127.0.0.1:${port}/healthz`)).status);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const outcomes = await Promise.all(slowClients);

    expect(served).toEqual([200, 200, 200, 200, 200]);
    for (const outcome of outcomes) {
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + MARGIN_MS);
    }
  });
});
