import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DatabaseUnavailableError, HttpError } from "#server/errors";
import { loggedUrl } from "#server/log-serializers";
import { InvalidRequestError } from "./api-schemas.ts";

export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again later.";
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't save your details right now. Please try again in a few minutes.";

/** Plain-words answers for the errors Fastify raises before a handler runs. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request is too large." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The request body is empty." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: "Please send the request as JSON." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: "The request body length is wrong." },
};

function answer(error: FastifyError | Error): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error instanceof DatabaseUnavailableError)
    return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE };
  const code = (error as FastifyError).code;
  const known = code ? FRAMEWORK_MESSAGES[code] : undefined;
  if (known) return known;
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500)
    return { status, message: "The request could not be processed." };
  return { status: 500, message: GENERIC_ERROR_MESSAGE };
}

/**
 * Every error becomes `{success:false, message}` in plain words (a refused request also names its
 * field); server faults are logged once, in full but for the values the logger's serializers leave out
 * (server/log-serializers.ts: query strings of staff addresses, a failed query's parameters).
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof InvalidRequestError) {
        request.log.info({ statusCode: error.statusCode, reason: error.message }, "request rejected");
        return reply.code(error.statusCode).send(error.failure);
      }
      const { status, message } = answer(error);
      if (status >= 500)
        request.log.error({ err: error, url: loggedUrl(request.url), method: request.method }, message);
      else request.log.info({ statusCode: status, reason: error.message }, "request rejected");
      return reply.code(status).send({ success: false, message });
    });
  },
  { name: "error-handler" },
);
