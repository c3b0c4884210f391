import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ErrorBody, errorHandler } from "./error-handler";
import type { SecurityHeadersFor } from "./security-headers";

// Fastify answers some errors itself, before any hook or handler of the app runs: a path it
// cannot decode, a path parameter over the length limit, and what Node reports on the socket
// (a malformed request, headers too large, a request that took too long). Its own answers name
// Fastify and echo the path, and carry no security headers. These two handlers give them the
// app's answer instead.

/** Fastify's `frameworkErrors` option: the path-level errors, through the app's error handler. */
export function frameworkErrorHandler(headersFor: SecurityHeadersFor) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    reply.headers(headersFor(request.url));
    errorHandler(error, request, reply);
  };
}

// What Node reports on the socket; anything else is a request it could not parse.
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long" },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request headers are too large" },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: "Request body is too large" },
};
const MALFORMED_REQUEST = { status: 400, message: "The request is not valid HTTP" };

/**
 * Fastify's `clientErrorHandler` option: answers on the socket, as Node would, with the JSON body
 * and the security headers of an API answer, then closes it. Nothing is written once an answer to
 * the request has begun: its bytes would run into the ones already sent.
 */
export function clientErrorHandler(headersFor: SecurityHeadersFor) {
  const headers = Object.entries(headersFor("/api/"))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: Socket,
  ): void {
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const { status, message } = CLIENT_ERRORS[error.code ?? ""] ?? MALFORMED_REQUEST;
    // The code only: the error also holds the raw bytes received, which may name a visitor.
    this.log.debug({ code: error.code, status }, "client error");
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ message } satisfies ErrorBody);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}` +
          "content-type: application/json; charset=utf-8\r\n" +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
