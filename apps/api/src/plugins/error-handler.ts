import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  isDatabaseUnavailable,
  isUnstorableText,
} from "../infrastructure/database/database-errors";
import { HttpError } from "../infrastructure/http/http-error";

export interface ErrorBody {
  message: string;
  field?: string;
}

// Fastify's own wording for body and address problems names its internals, or repeats the path
// the client sent; clients get a plainer sentence.
const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "Request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "Request body is empty",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type",
  FST_ERR_CTP_BODY_TOO_LARGE: "Request body is too large",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Request body size does not match Content-Length",
  FST_ERR_BAD_URL: "The address is not valid",
  FST_ERR_MAX_PARAM_LENGTH: "The address is too long",
};

export const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is temporarily unavailable. Please try again in a minute.";
// Seconds a client should wait before retrying; the database usually returns within a minute.
const DATABASE_RETRY_AFTER_SECONDS = 60;
const UNSTORABLE_TEXT_MESSAGE =
  "The request contains characters that cannot be stored. Please remove them and try again.";

/**
 * The one place errors become responses: 4xx keep their message (and the field at fault when
 * known); a database that cannot be reached or written is a 503 the client may retry, a text
 * the database cannot store a 400; other 5xx are logged with their details and answered with a
 * generic message only. A database server that cannot be reached, or a disk too full to write,
 * is logged once while it lasts, not per request (DatabaseAvailability); other database errors
 * once per request.
 */
export function errorHandler(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
    if (!request.server.databaseAvailability.refused(error)) {
      request.log.error({ err: error }, "database unavailable");
    }
    return reply
      .code(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorBody);
  }
  if (isUnstorableText(error)) {
    return reply.code(400).send({ message: UNSTORABLE_TEXT_MESSAGE } satisfies ErrorBody);
  }
  const statusCode = statusOf(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.code(statusCode).send({ message: "Internal server error" } satisfies ErrorBody);
  }

  const body: ErrorBody = {
    message: ("code" in error && FRAMEWORK_ERROR_MESSAGES[error.code]) || error.message,
  };
  const field = fieldOf(error);
  if (field !== undefined) body.field = field;
  return reply.code(statusCode).send(body);
}

function statusOf(error: Error): number {
  const statusCode = "statusCode" in error ? error.statusCode : undefined;
  return typeof statusCode === "number" && statusCode >= 400 && statusCode <= 599
    ? statusCode
    : 500;
}

function fieldOf(error: FastifyError | HttpError | Error): string | undefined {
  if (error instanceof HttpError) return error.field;
  const first = "validation" in error ? error.validation?.[0] : undefined;
  if (first === undefined) return undefined;
  // A missing property is reported on its parent object; name the property itself.
  const missing = first.params.missingProperty;
  const path =
    typeof missing === "string" ? `${first.instancePath}/${missing}` : first.instancePath;
  return path.replace(/^\//, "").replaceAll("/", ".") || undefined;
}
