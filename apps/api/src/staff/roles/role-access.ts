import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";
import { accessOfRole, type RoleAccess, SALES_DEFAULTS } from "./role-settings";

declare module "fastify" {
  interface FastifyRequest {
    /** What the signed-in user may do under the role settings; read once per console request. */
    roleAccess: RoleAccess | null;
  }
}

/** The access of a console request; the closed defaults when nobody is signed in. */
export const roleAccessOf = (request: { roleAccess: RoleAccess | null }): RoleAccess =>
  request.roleAccess ?? SALES_DEFAULTS;

/**
 * A preHandler reading the signed-in user's role settings, so a route or page can ask without a
 * query of its own. Admins need no read. Runs after the staff guard has found the session.
 */
export function loadRoleAccess(db: Kysely<Database>) {
  return async function roleAccessHook(request: FastifyRequest) {
    request.roleAccess = request.staff === null ? null : await accessOfRole(db, request.staff.role);
  };
}
