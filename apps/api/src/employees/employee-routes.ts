import { contactMessages, employeeMessages, employeeParamsSchema } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../infrastructure/database/schema";
import { HttpError } from "../infrastructure/http/http-error";
import { parseInput } from "../infrastructure/http/parse-input";
import { normalizePhone } from "../leads/normalize-phone";
import { findEmployeeByPhone } from "./employee-repository";

// The card page reads `status` and `data` from the body, so both are in it.
const cardSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    designation: { type: "string" },
    phone_prefix: { type: "string" },
    phone_number: { type: "string" },
    email: { type: "string" },
    company_name: { type: "string" },
    company_address: { type: "string" },
    company_website: { type: "string" },
  },
};

// Serialises the answers, and describes them in /api/openapi.json.
export const employeeAnswers = {
  200: {
    type: "object",
    properties: { status: { type: "integer" }, data: cardSchema },
  },
  404: {
    type: "object",
    properties: { status: { type: "integer" }, message: { type: "string" } },
  },
} as const;

/**
 * `GET /api/getemployee/:id`, the id being a phone number written any usual way: spaces, dashes,
 * "+91", "0091" or a leading 0 all find the same card.
 */
export async function employeeRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const { db } = options;

  app.get("/getemployee/:id", { schema: { response: employeeAnswers } }, async (request, reply) => {
    const { id } = parseInput(employeeParamsSchema, request.params);
    if (!/\d/.test(id)) throw new HttpError(400, employeeMessages.noPhone, { field: "id" });
    const phone = normalizePhone(id);
    if (phone === null) throw new HttpError(400, contactMessages.invalidPhone, { field: "id" });

    const card = await findEmployeeByPhone(db, phone);
    if (card === undefined) {
      return reply.code(404).send({ status: 404, message: employeeMessages.notFound });
    }
    return { status: 200, data: card };
  });
}
