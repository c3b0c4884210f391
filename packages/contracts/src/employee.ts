// Employee card page (/empcard/{phone}) and its call GET /api/getemployee/{id}, the id being the
// phone number from the URL.

import { MAX_LENGTH } from "./constants";
import { employeeMessages, payloadMessages } from "./messages";
import { z } from "./zod-setup";

// The answer's shape and the page's helpers build no schema and live in employee-view.ts, which
// the browser imports on its own.
export * from "./employee-view";

export const employeeParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, { error: employeeMessages.noPhone })
    .max(MAX_LENGTH.employeePhone, { error: payloadMessages.tooLong(MAX_LENGTH.employeePhone) }),
});
