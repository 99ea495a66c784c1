import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import { RESOURCE_POLICY } from "./content-security-policy.ts";

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      // Every response starts with the closed policy; the static site gives each HTML page its own.
      contentSecurityPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
    });
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("content-security-policy", RESOURCE_POLICY);
    });
  },
  { name: "security-headers" },
);
