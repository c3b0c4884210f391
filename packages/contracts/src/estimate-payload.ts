// The body of POST /api/SaveEstimate, re-checked on the server with the estimate builder's rules.

import { ESTIMATE_COUNT_MAX, MAX_LENGTH } from "./constants";
import { estimateLimits, estimateRules } from "./estimate";
import { ESTIMATE_COUNT_FIELDS, type EstimateCountField, PLATFORMS } from "./estimate-fields";
import type { Estimate } from "./estimate-pricing";
import { payloadMessages } from "./messages";
import { optionOrBlank, phoneText, type RequestBody, savePayload, text } from "./payload-fields";
import { z } from "./zod-setup";

const count = z
  .number({ error: payloadMessages.notNumber })
  .int({ error: payloadMessages.notWholeNumber })
  .min(0, { error: payloadMessages.outOfRange(0, ESTIMATE_COUNT_MAX) })
  .max(ESTIMATE_COUNT_MAX, { error: payloadMessages.outOfRange(0, ESTIMATE_COUNT_MAX) })
  .default(0);

const countShape = Object.fromEntries(
  Object.values(ESTIMATE_COUNT_FIELDS)
    .flat()
    .map((field) => [field, count]),
) as Record<EstimateCountField, typeof count>;

export const estimatePayloadSchema = savePayload(
  {
    name: text(estimateLimits.name),
    company: text(estimateLimits.company),
    email: text(estimateLimits.email),
    mobile: phoneText(),
    project: text(estimateLimits.project),
    platform: optionOrBlank(PLATFORMS),
    ipadd: text(MAX_LENGTH.ip),
    ...countShape,
  },
  estimateRules,
);

export type EstimatePayload = RequestBody<typeof estimatePayloadSchema>;

/** What SaveEstimate answers: the price of the request (see estimate-pricing.ts). */
export type EstimateResponse = Estimate;
