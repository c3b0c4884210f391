import type { FastifyInstance } from "fastify";
import { type Kysely, sql } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { dependencyHealthOf } from "../infrastructure/dependency-health";

/**
 * `GET /healthz` for load balancers: 503 while the database does not answer a query, with since
 * when, why and how many requests were refused meanwhile when its server cannot be reached; 200
 * otherwise, `degraded` with the reasons while a shared store (Redis) is away and the server
 * counts its limits alone, which keeps it serving but is worth an operator's look. An outage is
 * logged once (DatabaseAvailability), not at every check.
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const health = dependencyHealthOf(app);
  const database = app.databaseAvailability;
  app.get("/healthz", async (request, reply) => {
    reply.header("cache-control", "no-store");
    try {
      await sql`select 1`.execute(options.db);
    } catch (error) {
      if (!database.failed(error)) {
        request.log.error({ err: error }, "health check: database unavailable");
      }
      return reply
        .code(503)
        .send({ status: "unavailable", message: "Database unavailable", ...database.outage() });
    }
    database.answered();
    const degraded = health.degraded();
    return degraded.length === 0 ? { status: "ok" } : { status: "degraded", degraded };
  });
}
