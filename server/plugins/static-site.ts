import { existsSync } from "node:fs";
import { relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export const SPA_FALLBACK = "__spa-fallback.html";
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files (HTML, route data) must be revalidated so a deploy shows up at once. */
const REVALIDATE = "no-cache";
const NOT_FOUND_BODY = { success: false, message: "Not found." };

export interface StaticSitePluginOptions {
  clientDir: string;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split("?", 1)[0] ?? "/";
}

/** The client-only admin area: every path under /admin is the SPA, which handles its own routes. */
function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Serves the built client: prerendered pages at /path and /path/, precompressed .br/.gz variants,
 * hashed assets cached for a year. Unknown pages get the SPA fallback (status 404, or 200 under /admin).
 */
export const staticSitePlugin = fp<StaticSitePluginOptions>(
  async (app, options) => {
    const root = resolve(options.clientDir);
    const hasClient = existsSync(root) && existsSync(resolve(root, SPA_FALLBACK));
    if (!hasClient) {
      app.log.warn({ clientDir: root }, "client build not found; serving the API only");
    } else {
      await app.register(fastifyStatic, {
        root,
        prefix: "/",
        wildcard: true,
        preCompressed: true,
        redirect: false,
        index: ["index.html"],
        cacheControl: false,
        setHeaders(res, filePath) {
          const inAssets = relative(root, filePath).startsWith(`assets${sep}`);
          res.setHeader("Cache-Control", inAssets ? IMMUTABLE : REVALIDATE);
          res.setHeader("Vary", "Accept-Encoding");
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = pathOf(request);
      const wantsPage = request.method === "GET" || request.method === "HEAD";
      if (!hasClient || !wantsPage || isApiPath(path)) return reply.code(404).send(NOT_FOUND_BODY);
      if (isAdminPath(path)) {
        // robots.txt asks crawlers to stay out; this keeps the staff pages out of an index even if one looks.
        return reply.code(200).header("X-Robots-Tag", "noindex").sendFile(SPA_FALLBACK);
      }
      request.log.info({ path }, "page not found");
      return reply.code(404).sendFile(SPA_FALLBACK);
    });
  },
  { name: "static-site" },
);
