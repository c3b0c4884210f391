import type { FastifyRequest } from "fastify";
import { clientIp } from "../infrastructure/http/client-ip";
import { HttpError } from "../infrastructure/http/http-error";

// Browsers send a few hundred characters; anything longer is kept only this far.
const USER_AGENT_MAX_LENGTH = 512;

// A UUID from the site's forms, or any client's own scheme within these bounds: short enough for
// the unique index, and characters that need no escaping in a log line.
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  "The Idempotency-Key header must be 1 to 100 characters: letters, digits, '-', '_', '.' or ':'";

/**
 * The Idempotency-Key header of a save, or null without one. A repeat of a saved submission with
 * the same key is answered as the first was and stores nothing (see lead-repository).
 */
function idempotencyKey(request: FastifyRequest): string | null {
  const key = request.headers["idempotency-key"];
  if (key === undefined) return null;
  if (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  }
  return key;
}

/**
 * What the server itself knows about a lead's request, whatever the payload says. Spread it as
 * the last member of an object literal: properties written after a leading spread are slow to
 * add on the save path, where every request pays for them.
 */
export function requestFacts(request: FastifyRequest): {
  clientIp: string;
  userAgent: string;
  idempotencyKey: string | null;
} {
  return {
    clientIp: clientIp(request),
    userAgent: (request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX_LENGTH),
    idempotencyKey: idempotencyKey(request),
  };
}
