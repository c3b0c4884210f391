// The remote e-mail check every lead form runs before it saves. Imported only by the forms'
// submit pipelines, which load on first use (see use-lead-form.ts).

import {
  type EmailCheckOutcome,
  emailCheckMessages,
  emailCheckPath,
  readEmailCheck,
} from "@site/contracts";
import { apiRequest } from "../../lib/api-client";

/** Lead forms read the status: 200 accepted, 301 flagged, anything else a failed check. */
export async function verifyEmail(email: string, ip: string): Promise<EmailCheckOutcome> {
  const answer = await apiRequest("GET", emailCheckPath(email, ip));
  return readEmailCheck(answer.status, answer.data);
}

/** The contact form reads the text: only 'Email is OK' lets the request through. */
export async function emailIsOk(email: string, ip: string): Promise<boolean> {
  const answer = await apiRequest("GET", emailCheckPath(email, ip));
  return answer.data === emailCheckMessages.ok;
}
