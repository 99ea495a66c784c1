import type { FastifyInstance } from "fastify";
import { type BusinessQuoteSuccessResponse, businessQuoteSchema } from "../../../contracts/business-quote.ts";
import type { QuoteService } from "../../services/quotes.ts";
import { isHoneypotFilled, parseFormBody } from "../form-body.ts";

export interface BusinessQuoteRouteOptions {
  quotes: QuoteService;
  perMinute: number;
}

export async function businessQuoteRoute(app: FastifyInstance, options: BusinessQuoteRouteOptions) {
  const success: BusinessQuoteSuccessResponse = { success: true };

  app.post(
    "/api/business-quote",
    { config: { rateLimit: { max: options.perMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const parsed = parseFormBody(businessQuoteSchema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.failure);

      const { website, ...quote } = parsed.data;
      if (isHoneypotFilled(website)) {
        // A bot filled the hidden field: answer as if all went well so it learns nothing.
        request.log.info({ honeypot: true }, "quote request discarded: honeypot field was filled");
        return success;
      }
      const userAgent = request.headers["user-agent"];
      const { quoteId } = await options.quotes.submit({ ...quote, ...(userAgent ? { userAgent } : {}) });
      request.log.info({ quoteId }, "business quote request stored");
      return success;
    },
  );
}
