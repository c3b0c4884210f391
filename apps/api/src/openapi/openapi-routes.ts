import type { FastifyInstance } from "fastify";

/**
 * `GET /api/openapi.json`: the API's description for integrators (see openapi/). Public, like
 * `/api/ip`: it names the calls, not any credential or data.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get("/openapi.json", async () => app.swagger());
}
