import type { FastifyInstance } from "fastify";
import { type ComposeRouteOptions, composeRoutes } from "./compose-routes";
import { templateAdminRoutes } from "./template-admin-routes";

/** Every console route of staff e-mail: the lead page's compose form and the templates admins keep. */
export async function correspondenceConsoleRoutes(
  app: FastifyInstance,
  options: ComposeRouteOptions,
) {
  await app.register(composeRoutes, options);
  await app.register(templateAdminRoutes, options);
}
