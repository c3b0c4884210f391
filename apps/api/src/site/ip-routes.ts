import type { FastifyInstance } from "fastify";
import { clientIp } from "../infrastructure/http/client-ip";

// Serialises the answer, and describes it in /api/openapi.json.
export const ipAnswer = {
  type: "object",
  properties: { ip: { type: "string" } },
  required: ["ip"],
} as const;

/** `GET /api/ip`: the caller's address, so the site needs no third-party IP lookup. Public. */
export async function ipRoutes(app: FastifyInstance): Promise<void> {
  app.get("/ip", { schema: { response: { 200: ipAnswer } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return { ip: clientIp(request) };
  });
}
