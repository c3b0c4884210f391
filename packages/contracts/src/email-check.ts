// GET /api/checksuspectemail/{email}/{ip}: the remote email check every lead form runs before it
// saves. The server answers 200 'Email is OK' or 301 'Email is suspect'.

import { API_CALLS, fillPath } from "./api-paths";
import { EMAIL_CHECK_STATUS } from "./constants";
import { emailCheckMessages } from "./messages";

export type EmailCheckResponse = (typeof emailCheckMessages)[keyof typeof emailCheckMessages];

export const emailCheckPath = (email: string, ip: string) =>
  fillPath(API_CALLS.checkSuspectEmail.path, { email, ip });

export type EmailCheckOutcome = "accepted" | "flagged" | "failed";

/**
 * Reads an answer as the forms do: 301 or 'Email is suspect' is flagged, any other 200 is
 * accepted, every other status is a failed check.
 */
export function readEmailCheck(status: number, data: unknown): EmailCheckOutcome {
  if (status === EMAIL_CHECK_STATUS.flagged || data === emailCheckMessages.suspect)
    return "flagged";
  return status === EMAIL_CHECK_STATUS.accepted ? "accepted" : "failed";
}
