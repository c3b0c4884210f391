import { SAVE_OK } from "@site/contracts";
import type { FastifyReply } from "fastify";

/**
 * Answers a save call with the JSON string "OK". Fastify sends a returned string as text/plain
 * (a response schema does not change that), so it is serialised and typed here.
 */
export function sendSaveOk(reply: FastifyReply): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(JSON.stringify(SAVE_OK));
}
