import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { EnvFileError, loadEnvFile } from "./env-file.ts";

/** A stuck shutdown (a hung connection, a job that ignores its timeout) must not keep the process alive. */
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

function closeOnSignals(app: FastifyInstance) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests and jobs");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Node closes the keep-alive connections idle when closing starts; one still answering a request
    // then stays open after its answer for keepAliveTimeout (72 s) and holds up the exit, as Fastify
    // does not close it (fastify/fastify#7044). So idle connections are closed as they appear.
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
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
closeOnSignals(app);
await app.listen({ host: config.host, port: config.port });
