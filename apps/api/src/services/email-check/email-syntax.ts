/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

// The spec's {email} rule: no whitespace, exactly one "@", and a dot inside the part after it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailSyntaxValid(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** The lower-cased part after the "@"; call it only on an address that passed the syntax check. */
export function emailDomain(email: string): string {
  return email.slice(email.indexOf("@") + 1).toLowerCase();
}
