import type { FastifyReply, FastifyRequest } from "fastify";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined;
  return new URL(url).host;
}

/**
 * An onRequest hook refusing state-changing requests that do not come from a console page:
 * browsers send Origin (or at least Referer) with a form post, and another site cannot forge
 * either. Works beside the SameSite=Strict cookie, for browsers that ignore it.
 */
export async function requireSameOrigin(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method)) return;
  const { origin, referer } = request.headers;
  const source = origin !== undefined && origin !== "null" ? origin : referer;
  // Through URL both sides lose a default port ("host:80" and "host" are the same origin host).
  if (hostOf(source) === hostOf(`${request.protocol}://${request.host}`)) return;
  return reply.code(403).type("text/plain; charset=utf-8").send("Cross-site request refused");
}
