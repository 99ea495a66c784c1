import type { Server } from "node:http";
import net from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { EnvFileError, loadEnvFile } from "./env-file.ts";

/** After the drain, a stuck shutdown (a hung connection, a job that ignores its timeout) must not keep the process alive. */
const SHUTDOWN_DEADLINE_MS = 30_000;
/** How often a shutting-down server closes the keep-alive connections that have fallen idle. */
const IDLE_SWEEP_MS = 100;

function readConfig(): Config {
  try {
    loadEnvFile();
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof EnvFileError) {
      console.error(error.message);
      process.exit(1);
    }
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix them and start the server again.`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Stops accepting connections without touching the open ones: `server.close()` would also close those idle
 * at this moment, and a proxy may be sending a request on one of them (docs/operations.md). Resolves when the
 * last connection has ended.
 */
function stopListening(server: Server): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

/**
 * SIGTERM (a deploy, `systemctl stop`, `docker stop`) drains first: the server stops accepting connections (a
 * proxy sends new requests to the other instances), and for `drainSeconds` answers those that come on
 * connections already open, each answer closing its connection, while /readyz says 503. Then it closes what is
 * left idle, finishes what is in flight and exits (docs/operations.md, "Restarts without failed requests").
 * Ctrl-C (SIGINT) skips the wait.
 */
function closeOnSignals(app: FastifyInstance, drainSeconds: number) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === "SIGTERM" ? drainSeconds * 1000 : 0;
    app.log.info({ signal, drainMs }, "shutting down: finishing requests and jobs");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, drainMs + SHUTDOWN_DEADLINE_MS).unref();
    app.drain.start();
    const connectionsEnded = stopListening(app.server);
    await delay(drainMs);
    // A connection still answering a request stays open after its answer for keepAliveTimeout (72 s) unless
    // closed when it falls idle, as Fastify does not close it (fastify/fastify#7044).
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    await connectionsEnded;
    try {
      await app.close();
      app.log.info("shut down cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

const config = readConfig();
let app: FastifyInstance;
try {
  app = await buildApp(config);
} catch (error) {
  console.error("The server could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
}
closeOnSignals(app, config.shutdownDrainSeconds);
await app.listen({ host: config.host, port: config.port });
