import type { FastifyInstance } from "fastify";
import { type QuoteRouteOptions, quoteRoutes } from "../quotes/quote-routes";
import { composeRoutes } from "./compose-routes";
import { templateAdminRoutes } from "./template-admin-routes";

/** Every console route of staff e-mail: the lead page's compose form and quotations, and the templates admins keep. */
export async function correspondenceConsoleRoutes(
  app: FastifyInstance,
  options: QuoteRouteOptions,
) {
  await app.register(composeRoutes, options);
  await app.register(templateAdminRoutes, options);
  await app.register(quoteRoutes, options);
}
