import type { FastifyInstance } from "fastify";
import { type DealRouteOptions, dealRoutes } from "./deal-routes";
import { dealSettingsRoutes } from "./deal-settings-routes";

/** Every console route of deals: the lead page's forms, the board and its settings. */
export async function dealsConsoleRoutes(app: FastifyInstance, options: DealRouteOptions) {
  await app.register(dealRoutes, options);
  await app.register(dealSettingsRoutes, { db: options.db });
}
