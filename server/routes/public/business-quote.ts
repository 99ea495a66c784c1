import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import type { QuoteService } from "#server/services/quotes";
import { apiRoute } from "../api-route.ts";
import { isHoneypotFilled } from "./honeypot.ts";

export interface BusinessQuoteRouteOptions {
  quotes: QuoteService;
  perMinute: number;
}

export async function businessQuoteRoute(app: FastifyInstance, options: BusinessQuoteRouteOptions) {
  const success = { success: true } as const;

  apiRoute(
    app,
    api.submitQuote,
    { config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } } },
    async (request) => {
      const { website, ...quote } = request.body;
      if (isHoneypotFilled(website)) {
        // A bot filled the hidden field: answer as if all went well so it learns nothing.
        request.log.info({ honeypot: true }, "quote request discarded: honeypot field was filled");
        return success;
      }
      const userAgent = request.headers["user-agent"];
      const { quoteId } = await options.quotes.submit(
        { ...quote, ...(userAgent ? { userAgent } : {}) },
        request.id,
      );
      request.log.info({ quoteId }, "business quote request stored");
      return success;
    },
  );
}
