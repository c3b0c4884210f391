import { calculateEstimate, estimateMessages, estimatePayloadSchema } from "@site/contracts";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../infrastructure/http/http-error";
import { parseInput } from "../infrastructure/http/parse-input";
import type { BookingTokens } from "../meetings/booking/booking-tokens";
import { requestFacts } from "./request-facts";
import { sendReference } from "./request-reference";

// Serialises the answer, and describes it in /api/openapi.json.
export const estimateResponse = {
  type: "object",
  required: ["cost", "currency", "breakdown"],
  properties: {
    cost: { type: "integer" },
    currency: { type: "string" },
    breakdown: {
      type: "array",
      items: {
        type: "object",
        required: ["label", "hours", "amount"],
        properties: {
          label: { type: "string" },
          hours: { type: "number" },
          amount: { type: "integer" },
        },
      },
    },
  },
} as const;

/**
 * `POST /api/SaveEstimate`: prices the project from the price table, stores the
 * request with its cost, and answers the cost with the lines it adds up from (and the booking
 * token of its walkthrough call in a header).
 */
export async function estimateRoutes(
  app: FastifyInstance,
  options: { bookingTokens?: BookingTokens } = {},
): Promise<void> {
  // JSON only: a text body would otherwise reach the schema as a string.
  app.removeContentTypeParser("text/plain");

  app.post(
    "/SaveEstimate",
    { config: { rateLimitBudget: "write" }, schema: { response: { 200: estimateResponse } } },
    async (request, reply) => {
      const estimateRequest = parseInput(estimatePayloadSchema, request.body);
      const { platform } = estimateRequest;
      // The payload's rules already refuse a blank platform; this tells the type checker.
      if (platform === "") {
        throw new HttpError(400, estimateMessages.required, { field: "platform" });
      }
      const estimate = calculateEstimate({ ...estimateRequest, platform });
      const saved = await app.leadWriter.save({
        kind: "estimate",
        sourceCall: "SaveEstimate",
        name: estimateRequest.name,
        company: estimateRequest.company,
        email: estimateRequest.email,
        phone: estimateRequest.mobile,
        estimateCost: estimate.cost,
        reportedIp: estimateRequest.ipadd,
        details: estimateRequest,
        attribution: estimateRequest,
        consent: estimateRequest,
        ...requestFacts(request),
      });
      sendReference(reply, saved);
      await options.bookingTokens?.sendWith(reply, { id: saved.id, kind: "estimate" });
      return estimate;
    },
  );
}
