import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";

/**
 * `GET /config.js`: the browser's run-time settings, so changing the API credentials or the IP
 * lookup address needs no rebuild of the site. Same-origin API, hence an empty `apiBase`.
 */
export async function siteConfigRoutes(app: FastifyInstance, options: { config: AppConfig }) {
  const { apiBasicUser, apiBasicPassword, ipLookupUrl } = options.config;
  const siteConfig = {
    apiBase: "",
    basicAuth: Buffer.from(`${apiBasicUser}:${apiBasicPassword}`).toString("base64"),
    ipLookupUrl,
  };
  const script = `window.__SITE_CONFIG__=${JSON.stringify(siteConfig)}`;

  app.get("/config.js", async (_request, reply) => {
    return reply
      .header("cache-control", "no-cache")
      .type("text/javascript; charset=utf-8")
      .send(script);
  });
}
