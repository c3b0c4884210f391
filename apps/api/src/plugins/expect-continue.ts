import type { IncomingMessage } from "node:http";
import { candidateMessages, RESUME_MAX_BYTES } from "@site/contracts";
import { errorCodes, type FastifyInstance, type FastifyRequest } from "fastify";
import { HttpError } from "../infrastructure/http/http-error";

// The resume upload is the only multipart call: its body is the file, one short field and the
// part headers around them, well within this much besides the file.
const MULTIPART_ENVELOPE_BYTES = 64 * 1024;
const MULTIPART = "multipart/form-data";

/**
 * A client that sends `Expect: 100-continue` waits for a word before sending its body. Node would
 * say "100 Continue" to every one; a body over the limit was then refused while it arrived, the
 * close reset the connection, and the client never read its 413. Here the word waits until the
 * request reaches the app: a Content-Length over the limit gets its 413 from the error handler,
 * with the security headers, instead; any other request is told to continue just before its body
 * is read. A request the app answers earlier (a 401, a 429) never gets a 100 either, and Node
 * closes the connection after such an answer, so no unread body is left on it.
 */
export function registerExpectContinue(app: FastifyInstance): void {
  const awaitingContinue = new WeakSet<IncomingMessage>();
  app.server.on("checkContinue", (req, res) => {
    awaitingContinue.add(req);
    app.server.emit("request", req, res);
  });

  app.addHook("preParsing", (request, reply, payload, done) => {
    if (!awaitingContinue.has(request.raw)) return done(null, payload);
    awaitingContinue.delete(request.raw);
    const refusal = refusalOf(request);
    if (refusal !== undefined) return done(refusal);
    reply.raw.writeContinue();
    done(null, payload);
  });
}

/** The error that answers a Content-Length over this call's limit; undefined within it. */
function refusalOf(request: FastifyRequest): Error | undefined {
  // Without a Content-Length (chunked) the limit is applied as the body arrives.
  const announced = Number(request.headers["content-length"]);
  if (!Number.isSafeInteger(announced)) return undefined;
  if (request.headers["content-type"]?.toLowerCase().startsWith(MULTIPART)) {
    return announced > RESUME_MAX_BYTES + MULTIPART_ENVELOPE_BYTES
      ? new HttpError(413, candidateMessages.fileTooLarge, { field: "resume" })
      : undefined;
  }
  return announced > request.routeOptions.bodyLimit
    ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()
    : undefined;
}
