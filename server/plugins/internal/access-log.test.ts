import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { testConfig } from "../../../tests/support/config.ts";
import { buildApp } from "../../app.ts";
import type { Config } from "../../config.ts";
import { accessLogEntry } from "./access-log.ts";

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  durationMs?: number;
}

const INFO = 30;
const WARN = 40;

describe("access log", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** The app at LOG_LEVEL=info with its log lines captured, answering `/healthz` once. */
  async function logOfOneRequest(overrides: Partial<Config>): Promise<LogLine[]> {
    const lines: LogLine[] = [];
    app = await buildApp(testConfig({ logLevel: "info", ...overrides }), {
      now: () => new Date(),
      logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    });
    const before = lines.length;
    expect((await app.inject({ method: "GET", url: "/healthz?probe=1" })).statusCode).toBe(200);
    return lines.slice(before);
  }

  it("logs nothing for a quick, successful answer by default", async () => {
    expect(await logOfOneRequest({})).toEqual([]);
  });

  it("logs every answer in one line with ACCESS_LOG=all", async () => {
    expect(await logOfOneRequest({ accessLog: "all" })).toEqual([
      expect.objectContaining({
        level: INFO,
        msg: "request answered",
        reqId: expect.any(String),
        method: "GET",
        url: "/healthz?probe=1",
        statusCode: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it("always logs a slow answer with its request id, whatever ACCESS_LOG says", async () => {
    expect(await logOfOneRequest({ slowRequestMs: 0 })).toEqual([
      expect.objectContaining({
        level: WARN,
        msg: "slow request",
        reqId: expect.any(String),
        method: "GET",
        url: "/healthz?probe=1",
        statusCode: 200,
      }),
    ]);
  });

  it("always logs server errors, then slow answers, then the rest only when asked", () => {
    const off = { mode: "off", slowRequestMs: 1000 } as const;
    expect(accessLogEntry(503, 2, off)).toEqual({ level: "warn", message: "answered with a server error" });
    expect(accessLogEntry(500, 5000, off)?.message).toBe("answered with a server error");
    expect(accessLogEntry(200, 1000, off)).toEqual({ level: "warn", message: "slow request" });
    expect(accessLogEntry(404, 999, off)).toBeUndefined();
    expect(accessLogEntry(404, 999, { ...off, mode: "all" })).toEqual({
      level: "info",
      message: "request answered",
    });
  });
});
