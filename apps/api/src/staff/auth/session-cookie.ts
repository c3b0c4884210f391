import type { FastifyReply, FastifyRequest } from "fastify";
import { ABSOLUTE_TIMEOUT_MS } from "./session-store";

/**
 * Over HTTPS the cookie carries the `__Host-` prefix: browsers then accept it only Secure, for
 * the whole host (Path=/) and without a Domain, so no sibling subdomain can plant or shadow it.
 * Over plain HTTP (development) a browser would refuse such a cookie, so it keeps a plain name.
 */
const sessionCookieName = (secure: boolean) => (secure ? "__Host-staff_session" : "staff_session");

const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "strict", path: secure ? "/" : "/admin", secure }) as const;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(sessionCookieName(secure), token, {
    ...cookieOptions(secure),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), cookieOptions(secure));
}

export function sessionToken(request: FastifyRequest, secure: boolean): string | undefined {
  const token = request.cookies[sessionCookieName(secure)];
  return token === undefined || token === "" ? undefined : token;
}
