import type { StaffSession } from "./session-store";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff user; set on every console route except sign-in and the stylesheet. */
    staff: StaffSession | null;
    /** What the operator has not set up yet (no e-mail notifications...); admins see it as a banner. */
    setupWarnings: readonly string[] | null;
  }

  interface FastifyContextConfig {
    /**
     * How a console route turns away an anonymous caller: pages redirect to sign-in, data
     * (CSV, downloads) answers 401, public routes (sign-in, stylesheet) let anyone in.
     */
    staffAccess?: "page" | "data" | "public";
  }
}

/** The signed-in user of a console route (the guard has run, so there is one). */
export function staffOf(request: { staff: StaffSession | null }): StaffSession {
  if (request.staff === null) throw new Error("Console route reached without a staff session");
  return request.staff;
}
