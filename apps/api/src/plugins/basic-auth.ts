import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export interface BasicCredentials {
  user: string;
  password: string;
}

const REALM = 'Basic realm="site"';

/**
 * An onRequest hook that admits only the shared API credentials. It runs before the body is
 * read, so unauthenticated callers cannot make the server parse anything. Both sides are hashed
 * before comparing so the comparison takes the same time whatever the input's length.
 */
export function basicAuthGuard(credentials: BasicCredentials) {
  const expected = digest(`${credentials.user}:${credentials.password}`);

  return async function requireBasicAuth(request: FastifyRequest, reply: FastifyReply) {
    const presented = presentedCredentials(request.headers.authorization);
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return;
    return reply
      .code(401)
      .header("www-authenticate", REALM)
      .send({ message: "Authentication required" });
  };
}

function presentedCredentials(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  return match?.[1] === undefined ? undefined : Buffer.from(match[1], "base64").toString("utf8");
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
