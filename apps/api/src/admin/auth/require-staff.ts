import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { sessionToken } from "./session-cookie";
import { findSession } from "./session-store";
import "./staff-request";

export const LOGIN_PATH = "/admin/login";

/**
 * An onRequest hook admitting only signed-in staff (the API's basic credentials count for
 * nothing here). Pages send anonymous visitors to sign-in; data routes answer 401.
 */
export function requireStaff(db: Kysely<Database>, now: () => Date, secureCookies: boolean) {
  return async function staffGuard(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.staffAccess ?? "page";
    if (access === "public") return;
    const token = sessionToken(request, secureCookies);
    request.staff = token === undefined ? null : ((await findSession(db, token, now())) ?? null);
    if (request.staff !== null) return;

    reply.header("cache-control", "no-store");
    if (access === "data") return reply.code(401).send({ message: "Authentication required" });
    return reply.redirect(LOGIN_PATH, 303);
  };
}
