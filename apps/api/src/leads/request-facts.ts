import type { FastifyRequest } from "fastify";
import { clientIp } from "../client-ip";

// Browsers send a few hundred characters; anything longer is kept only this far.
const USER_AGENT_MAX_LENGTH = 512;

/**
 * What the server itself knows about a lead's request, whatever the payload says. Spread it as
 * the last member of an object literal: on Node 20 each property written after a leading spread
 * costs about a microsecond, which on the save routes was a tenth of a request's time.
 */
export function requestFacts(request: FastifyRequest): { clientIp: string; userAgent: string } {
  return {
    clientIp: clientIp(request),
    userAgent: (request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX_LENGTH),
  };
}
