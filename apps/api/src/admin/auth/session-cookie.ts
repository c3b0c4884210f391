import type { FastifyReply, FastifyRequest } from "fastify";
import { ABSOLUTE_TIMEOUT_MS } from "./session-store";

export const SESSION_COOKIE = "staff_session";

const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: "strict", path: "/admin", secure }) as const;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token === undefined || token === "" ? undefined : token;
}
