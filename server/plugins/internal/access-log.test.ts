import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app";
import type { Config } from "#server/config";
import { testConfig } from "#tests/support/config.ts";
import { alwaysLogged } from "./access-log.ts";

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  statusCode?: number;
  durationMs?: number;
  responseTime?: number;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
}

const INFO = 30;
const WARN = 40;

/** An app at LOG_LEVEL=info with its log lines captured. */
async function loggedApp(overrides: Partial<Config>) {
  const lines: LogLine[] = [];
  const app = await buildApp(testConfig({ logLevel: "info", ...overrides }), {
    now: () => new Date(),
    logStream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  });
  /** The lines logged while `/healthz` is answered once. */
  const logOfOneRequest = async () => {
    const before = lines.length;
    expect((await app.inject({ method: "GET", url: "/healthz?probe=1" })).statusCode).toBe(200);
    return lines.slice(before);
  };
  return { app, lines, logOfOneRequest };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("access log", () => {
  let byDefault: Awaited<ReturnType<typeof loggedApp>>;
  let everything: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    [byDefault, everything] = await Promise.all([
      loggedApp({}),
      loggedApp({ accessLog: "all", slowRequestMs: 0 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([byDefault?.app.close(), everything?.app.close()]);
  });

  it("names each request by a UUID, or behind a trusted proxy by the X-Request-Id it sent, so instances and nginx agree", async () => {
    const proxied = await loggedApp({ accessLog: "all", trustProxy: "loopback" });
    try {
      const send = async (app: typeof proxied.app, headers: Record<string, string>) => {
        await app.inject({ method: "GET", url: "/healthz", headers, remoteAddress: "127.0.0.1" });
      };
      await send(proxied.app, { "x-request-id": "4f1c2a9e0b7d43d1a5e6f8c9d0b1a2c3" });
      await send(proxied.app, { "x-request-id": 'not an id", "level": 60' });
      await send(everything.app, { "x-request-id": "chosen-by-the-visitor" });
      const ids = (lines: LogLine[]) => [
        ...new Set(lines.flatMap((line) => (line.reqId ? [line.reqId] : []))),
      ];
      const [forwarded, malformed] = ids(proxied.lines);
      expect(forwarded).toBe("4f1c2a9e0b7d43d1a5e6f8c9d0b1a2c3");
      expect(malformed).toMatch(UUID);
      expect(ids(everything.lines).at(-1)).toMatch(UUID);
    } finally {
      await proxied.app.close();
    }
  });

  it("logs nothing for a quick, successful answer by default", async () => {
    expect(await byDefault.logOfOneRequest()).toEqual([]);
  });

  it("logs every request with ACCESS_LOG=all, and a slow answer with its request id whatever ACCESS_LOG says", async () => {
    const lines = await everything.logOfOneRequest();
    const reqId = lines[0]?.reqId;
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: "incoming request", reqId: expect.any(String) }),
      expect.objectContaining({
        level: WARN,
        msg: "slow request",
        reqId,
        method: "GET",
        url: "/healthz?probe=1",
        statusCode: 200,
        durationMs: expect.any(Number),
      }),
      expect.objectContaining({
        level: INFO,
        msg: "request completed",
        reqId,
        responseTime: expect.any(Number),
      }),
    ]);
    expect(lines[0]?.req).toMatchObject({ method: "GET", url: "/healthz?probe=1" });
    expect(lines[2]?.res).toMatchObject({ statusCode: 200 });
  });

  it("always logs server errors and slow answers, and nothing else", () => {
    expect(alwaysLogged(503, 2, 1000)).toBe("answered with a server error");
    expect(alwaysLogged(500, 5000, 1000)).toBe("answered with a server error");
    expect(alwaysLogged(200, 1000, 1000)).toBe("slow request");
    expect(alwaysLogged(404, 999, 1000)).toBeUndefined();
    expect(alwaysLogged(499, 0, 1000)).toBeUndefined();
  });
});
