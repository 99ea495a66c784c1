import Fastify, { type FastifyInstance } from "fastify";
import { apiSchemasPlugin } from "#server/plugins/internal/api-schemas";

/**
 * Builds a bare app with the API contract's start-up check and the routes `register` adds, and answers why it
 * would not start ("started" when it did): for the tests that a route area refuses what it must not hold.
 */
export async function startError(register: (app: FastifyInstance) => Promise<void>): Promise<string> {
  const app = Fastify({ logger: false, pluginTimeout: 60_000 });
  await app.register(apiSchemasPlugin);
  try {
    await app.register(register);
    await app.ready();
    return "started";
  } catch (error) {
    return (error as Error).message;
  } finally {
    await app.close();
  }
}
