// The reference for the SaveLead benchmark: Fastify with one POST route that parses the JSON body
// and answers "OK" as the real route does, doing no other work. Listens on PORT and HOST.
import Fastify from "fastify";
import { SAVE_LEAD_PATH } from "../lib/save-lead-request.mjs";

const app = Fastify({ logger: false });

app.post(SAVE_LEAD_PATH, async (_request, reply) =>
  reply.type("application/json; charset=utf-8").send(JSON.stringify("OK")),
);

await app.listen({ host: process.env.HOST ?? "127.0.0.1", port: Number(process.env.PORT ?? 0) });
