import type { FastifyInstance } from "fastify";
import { type ComposeRouteOptions, composeRoutes } from "./compose-routes";

/** Every console route of staff e-mail: the lead page's compose form. */
export async function correspondenceConsoleRoutes(
  app: FastifyInstance,
  options: ComposeRouteOptions,
) {
  await app.register(composeRoutes, options);
}
