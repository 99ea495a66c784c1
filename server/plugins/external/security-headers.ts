import helmet from "@fastify/helmet";
import fp from "fastify-plugin";
import { RESOURCE_POLICY } from "../internal/content-security-policy.ts";

/** A year, subdomains included: once a browser has seen the site over HTTPS it never tries plain HTTP. */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Browser features no page of the site uses, refused for it and anything it might embed. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export interface SecurityHeadersPluginOptions {
  /**
   * PUBLIC_URL: when it is https and no proxy is trusted to say how a request came, every answer sends HSTS,
   * since a proxy in front that ends TLS makes every request look like plain http here.
   */
  publicUrl?: string;
  /** A proxy is trusted (TRUST_PROXY): its X-Forwarded-Proto says whether the visitor came over https. */
  behindTrustedProxy?: boolean;
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
    const assumeHttps = !options.behindTrustedProxy && (options.publicUrl?.startsWith("https://") ?? false);
    app.addHook("onRequest", async (request, reply) => {
      reply.header("content-security-policy", RESOURCE_POLICY);
      reply.header("permissions-policy", PERMISSIONS_POLICY);
      // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY trusts; behind one, a request
      // that reached it over plain http gets no HSTS, which browsers would ignore there anyway.
      if (assumeHttps || request.protocol === "https") reply.header("strict-transport-security", HSTS);
    });
  },
  { name: "security-headers" },
);
