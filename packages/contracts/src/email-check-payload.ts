// The path parameters of GET /api/EmailCheck/{email}/{ip}, bounded before the server looks at them.

import { MAX_LENGTH } from "./constants";
import { payloadMessages } from "./messages";
import { z } from "./zod-setup";

export const emailCheckParamsSchema = z.object({
  email: z.string().max(MAX_LENGTH.email, { error: payloadMessages.tooLong(MAX_LENGTH.email) }),
  ip: z.string().max(MAX_LENGTH.ip, { error: payloadMessages.tooLong(MAX_LENGTH.ip) }),
});
