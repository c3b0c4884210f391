import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { sendForbidden } from "../../console/views/send-page";
import type { Database } from "../../infrastructure/database/schema";
import { sessionToken } from "./session-cookie";
import { findSession } from "./session-store";
import "./staff-request";

export const LOGIN_PATH = "/admin/login";

/**
 * The console areas only admins may open: content, erasure, the blocklist, staff accounts and
 * who takes which leads. Sales staff work leads only. Every role check of the console is this
 * list, so a new admin-only area needs one line here.
 */
const ADMIN_ONLY_AREAS = [
  "/admin/blog",
  "/admin/employees",
  "/admin/blocklist",
  "/admin/privacy",
  "/admin/staff",
  "/admin/assignment",
  "/admin/settings",
] as const;

/** Whether a route (its pattern, or the path when no route matched) is for admins only. */
function isAdminOnlyPath(path: string): boolean {
  const lower = path.toLowerCase();
  return ADMIN_ONLY_AREAS.some(
    (area) => lower === area || lower.startsWith(`${area}/`) || lower.startsWith(`${area}?`),
  );
}

/**
 * An onRequest hook admitting only signed-in staff (the API's basic credentials count for
 * nothing here), and only admins to the admin-only areas. Pages send anonymous visitors to
 * sign-in; data routes answer 401. A disabled account's session ends at once.
 */
export function requireStaff(db: Kysely<Database>, now: () => Date, secureCookies: boolean) {
  return async function staffGuard(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.staffAccess ?? "page";
    if (access === "public") return;
    const token = sessionToken(request, secureCookies);
    request.staff = token === undefined ? null : ((await findSession(db, token, now())) ?? null);
    if (request.staff !== null) {
      // The matched pattern, so an encoded or oddly cased path cannot slip past the list.
      const route = request.routeOptions.url ?? request.url;
      if (
        request.staff.role !== "admin" &&
        (isAdminOnlyPath(route) || isAdminOnlyPath(request.url))
      ) {
        reply.header("cache-control", "no-store");
        if (access === "data") return reply.code(403).send({ message: "Admins only" });
        return sendForbidden(reply);
      }
      return;
    }

    reply.header("cache-control", "no-store");
    if (access === "data") return reply.code(401).send({ message: "Authentication required" });
    return reply.redirect(LOGIN_PATH, 303);
  };
}
