import { EMAIL_PATTERN } from "@site/contracts";

/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** The forms' own {email} pattern, on an address no longer than SMTP allows. */
export function isEmailSyntaxValid(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The lower-cased part after the "@"; call it only on an address that passed the syntax check. */
export function emailDomain(email: string): string {
  return email.slice(email.indexOf("@") + 1).toLowerCase();
}
