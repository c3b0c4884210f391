import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Database } from "../infrastructure/database/schema";

/** `GET /healthz`: 200 while the database answers a query, 503 otherwise (for load balancers). */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  app.get("/healthz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await sql`select 1`.execute(options.db);
      return { status: "ok" };
    } catch (error) {
      request.log.error({ err: error }, "health check: database unavailable");
      return reply.code(503).send({ status: "unavailable", message: "Database unavailable" });
    }
  });
}
