import { hash } from "node:crypto";

/** What makes two submissions the same: the call, the sender's address and the body's text. */
export interface Submission {
  /** Method and route, e.g. `POST /api/SaveLead`. */
  call: string;
  clientIp: string;
  /** The request body exactly as it arrived. */
  bodyText: string;
}

/**
 * A fixed-length key for a submission; the body itself is never kept. A double click, a resent
 * form or a retry sends the very same bytes, so comparing them is enough: a visitor who types
 * the form again makes a new submission, and it is saved as one.
 */
export function duplicateKey({ call, clientIp, bodyText }: Submission): string {
  return hash("sha256", `${call}\0${clientIp}\0${bodyText}`, "base64url");
}
