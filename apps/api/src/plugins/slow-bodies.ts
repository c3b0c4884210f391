import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";
import { clientIp } from "../infrastructure/http/client-ip";
import { HttpError } from "../infrastructure/http/http-error";

// How often the bodies still arriving are looked at; a slow one is cut at most this late.
const SWEEP_INTERVAL_MS = 1000;

const TOO_MANY_UPLOADS_MESSAGE =
  "Too many uploads at once from your address. Please wait for one to finish and try again.";

interface ArrivingBody {
  request: IncomingMessage;
  socket: Socket;
  startedAt: number;
  bytesReadAtStart: number;
}

/**
 * Holds off clients that send a body slowly to keep a socket: after `bodyGraceSeconds`, a body
 * must keep arriving at `bodyMinBytesPerSecond` (each byte buys 1/rate seconds more, as Apache's
 * mod_reqtimeout counts), or it is answered 408 as a request that took too long and its socket
 * closed. The request time limit still bounds the whole. Uploads (multipart bodies) are also
 * capped per client address, so a few addresses cannot hold every socket with large files.
 */
export function guardAgainstSlowBodies(
  app: FastifyInstance,
  config: Pick<AppConfig, "bodyGraceSeconds" | "bodyMinBytesPerSecond" | "uploadsPerAddress">,
): void {
  const arriving = new Set<ArrivingBody>();
  const uploadsByAddress = new Map<string, number>();
  let sweeper: NodeJS.Timeout | undefined;

  const tooSlow = (body: ArrivingBody, now: number) => {
    const received = body.socket.bytesRead - body.bytesReadAtStart;
    const allowedMs =
      config.bodyGraceSeconds * 1000 + (received / config.bodyMinBytesPerSecond) * 1000;
    return now - body.startedAt > allowedMs;
  };

  function sweep() {
    const now = Date.now();
    for (const body of arriving) {
      if (body.request.complete || body.socket.destroyed) {
        arriving.delete(body);
      } else if (tooSlow(body, now)) {
        arriving.delete(body);
        // Handed to the server as Node hands it a request past its time (see framework-errors.ts):
        // a 408 is written only while no answer has begun on the socket, then the socket is
        // destroyed either way, so the drip never holds it longer than one more sweep.
        const error = Object.assign(new Error("The request body arrived too slowly"), {
          code: "ERR_HTTP_REQUEST_TIMEOUT",
        });
        app.server.emit("clientError", error, body.socket);
      }
    }
    if (arriving.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  }

  app.addHook("onRequest", async (request, reply) => {
    const raw = request.raw;
    if (!hasBody(raw) || raw.complete) return;
    if (config.bodyMinBytesPerSecond > 0) {
      arriving.add({
        request: raw,
        socket: raw.socket,
        startedAt: Date.now(),
        bytesReadAtStart: raw.socket.bytesRead,
      });
      sweeper ??= setInterval(sweep, SWEEP_INTERVAL_MS).unref();
    }
    if (!isUpload(raw)) return;
    const address = clientIp(request);
    const uploads = uploadsByAddress.get(address) ?? 0;
    if (uploads >= config.uploadsPerAddress) throw new HttpError(429, TOO_MANY_UPLOADS_MESSAGE);
    uploadsByAddress.set(address, uploads + 1);
    reply.raw.once("close", () => {
      const left = (uploadsByAddress.get(address) ?? 1) - 1;
      if (left > 0) uploadsByAddress.set(address, left);
      else uploadsByAddress.delete(address);
    });
  });

  app.addHook("onClose", async () => {
    clearInterval(sweeper);
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return (
    request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0")
  );
}

function isUpload(request: IncomingMessage): boolean {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data");
}
