// Where a lead came from: kept with every saved lead so the firm can see which pages and campaigns
// bring enquiries. All optional; every save payload merges these fields.

import { MAX_LENGTH } from "./constants";
import { payloadMessages } from "./messages";
import { z } from "./zod-setup";

const optionalText = (max: number) =>
  z
    .string({ error: payloadMessages.notText })
    .trim()
    .max(max, { error: payloadMessages.tooLong(max), abort: true })
    .optional();

export const attributionSchema = z.object({
  landing_page: optionalText(MAX_LENGTH.landingPage),
  referrer: optionalText(MAX_LENGTH.referrer),
  utm_source: optionalText(MAX_LENGTH.utm),
  utm_medium: optionalText(MAX_LENGTH.utm),
  utm_campaign: optionalText(MAX_LENGTH.utm),
  utm_term: optionalText(MAX_LENGTH.utm),
  utm_content: optionalText(MAX_LENGTH.utm),
});

export type Attribution = z.infer<typeof attributionSchema>;
