import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import { RESOURCE_POLICY } from "../internal/content-security-policy.ts";

/** A year, subdomains included: once a browser has seen the site over HTTPS it never tries plain HTTP. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Browser features no page of the site uses, refused for it and anything it might embed. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export interface SecurityHeadersPluginOptions {
  /** PUBLIC_URL: when it is https, every answer says so, even one reached over an internal hop. */
  publicUrl?: string;
}

export const securityHeadersPlugin = fp<SecurityHeadersPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      // Every response starts with the closed policy; the static site gives each HTML page its own.
      contentSecurityPolicy: false,
      // Sent below only over HTTPS: on plain HTTP it is ignored and would only mislead.
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
    });
    const publicHttps = options.publicUrl?.startsWith("https://") ?? false;
    app.addHook("onRequest", async (request, reply) => {
      reply.header("content-security-policy", RESOURCE_POLICY);
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      if (publicHttps || request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });
  },
  { name: "security-headers" },
);
