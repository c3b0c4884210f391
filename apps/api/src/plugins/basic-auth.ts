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
 * before comparing so the comparison takes the same time whatever the input's length. The header
 * the site's own client sends is recognised first by a constant-time comparison of the raw bytes,
 * so the common case costs no decoding or hashing.
 */
export function basicAuthGuard(credentials: BasicCredentials) {
  const pair = `${credentials.user}:${credentials.password}`;
  const expected = digest(pair);
  const usualHeader = Buffer.from(`Basic ${Buffer.from(pair, "utf8").toString("base64")}`);

  return function requireBasicAuth(
    request: FastifyRequest,
    reply: FastifyReply,
    done: (error?: Error) => void,
  ) {
    const header = request.headers.authorization;
    if (header !== undefined && isUsualHeader(header, usualHeader)) return done();
    const presented = presentedCredentials(header);
    if (presented !== undefined && timingSafeEqual(digest(presented), expected)) return done();
    reply.code(401).header("www-authenticate", REALM).send({ message: "Authentication required" });
  };
}

/** The header's length is no secret; its bytes are compared in constant time. */
function isUsualHeader(header: string, usual: Buffer): boolean {
  if (header.length !== usual.length) return false;
  const presented = Buffer.from(header, "utf8");
  return presented.length === usual.length && timingSafeEqual(presented, usual);
}

function presentedCredentials(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  return match?.[1] === undefined ? undefined : Buffer.from(match[1], "base64").toString("utf8");
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
