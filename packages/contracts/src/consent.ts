// Consent: the optional, separate opt-in for the firm's marketing e-mail, sent with every lead.
// The privacy notice under each form has a version, so the firm can show which wording a visitor
// agreed to. Both fields are optional: leaving the box unticked (or an older client) means no opt-in.

import { PRIVACY_NOTICE_VERSION_MAX } from "./constants";
import { payloadMessages } from "./messages";
import { z } from "./zod-setup";

export const consentSchema = z.object({
  marketing_opt_in: z.boolean({ error: payloadMessages.notBoolean }).optional(),
  privacy_notice_version: z
    .string({ error: payloadMessages.notText })
    .trim()
    .max(PRIVACY_NOTICE_VERSION_MAX, {
      error: payloadMessages.tooLong(PRIVACY_NOTICE_VERSION_MAX),
      abort: true,
    })
    .optional(),
});

export type Consent = z.infer<typeof consentSchema>;
