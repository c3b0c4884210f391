// The estimate builder's pipeline: the form's rules, every count read with
// `toCount` (hidden groups send 0), SaveEstimate, and the answer formatted in rupees. Loaded on
// first use by estimate-form.tsx.

import {
  API_CALLS,
  ESTIMATE_COUNT_FIELDS,
  type EstimateResponse,
  estimateMessages,
  formatInr,
  toCount,
  validateEstimateForm,
} from "@site/contracts";
import { ApiNetworkError, apiRequest } from "../../lib/api-client";
import { bookingTokenOf } from "../lead-form/save-call";
import { checkFieldsThen, failure, type SubmitHandler } from "../lead-form/submit-types";

export interface EstimateView {
  /** Whole rupees with Indian digit grouping, e.g. ₹1,25,000. */
  cost: string;
  lines: { label: string; hours: number; amount: string }[];
}

const TEXT_FIELDS = ["name", "company", "email", "mobile", "project", "platform"] as const;
const COUNT_FIELDS = Object.values(ESTIMATE_COUNT_FIELDS).flat();

const isEstimate = (data: unknown): data is EstimateResponse =>
  typeof (data as EstimateResponse | null)?.cost === "number" &&
  Array.isArray((data as EstimateResponse).breakdown);

export const submitEstimate: SubmitHandler<EstimateView> = checkFieldsThen(
  TEXT_FIELDS,
  validateEstimateForm,
  async (request, { ip, sharedFields, idempotencyKey }, fields) => {
    const counts = Object.fromEntries(COUNT_FIELDS.map((name) => [name, toCount(fields[name])]));
    try {
      const answer = await apiRequest(
        API_CALLS.saveEstimate.method,
        API_CALLS.saveEstimate.path,
        { ...request, ...counts, ipadd: ip, ...sharedFields },
        { idempotencyKey },
      );
      if (!answer.ok) return failure(estimateMessages.serverError);
      if (!isEstimate(answer.data)) return failure(estimateMessages.unexpected);
      const bookingToken = bookingTokenOf(answer);
      return {
        ok: true,
        ...(answer.reference !== undefined && { reference: answer.reference }),
        ...(bookingToken !== undefined && { bookingToken }),
        result: {
          cost: formatInr(answer.data.cost),
          lines: answer.data.breakdown.map(({ label, hours, amount }) => ({
            label,
            hours,
            amount: formatInr(amount),
          })),
        },
      };
    } catch (error) {
      return failure(
        error instanceof ApiNetworkError
          ? estimateMessages.networkError
          : estimateMessages.unexpected,
      );
    }
  },
);
