import { EMAIL_MAX_LENGTH, isEmailSyntaxValid } from "../email-check/email-syntax";
import { mailboxOf, normaliseDomain, normaliseEmail } from "../email-check/normalise-email";
import { blocklistCopy } from "./blocklist-copy";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export type BlocklistEntryResult =
  | { ok: true; value: string; kind: "email" | "domain" }
  | { ok: false; message: string };

/**
 * Reads what staff typed: an address (has an "@") or a domain; "@example.com" is a domain. Both
 * are stored normalised as the save calls compare them (see normalise-email): an address as the
 * mailbox it reaches, so blocking "spam@a.in" also blocks "Spam+x@a.in" and "\"spam\"@a.in", a
 * domain in lower case and punycode.
 */
export function parseBlocklistEntry(input: string): BlocklistEntryResult {
  const typed = input.trim();
  if (typed === "") return { ok: false, message: blocklistCopy.errors.required };
  if (typed.length > EMAIL_MAX_LENGTH) return { ok: false, message: blocklistCopy.errors.invalid };
  if (typed.includes("@") && !typed.startsWith("@")) {
    return isEmailSyntaxValid(typed)
      ? { ok: true, value: mailboxOf(normaliseEmail(typed)), kind: "email" }
      : { ok: false, message: blocklistCopy.errors.invalid };
  }
  const value = normaliseDomain(typed.replace(/^@/, ""));
  if (value === "") return { ok: false, message: blocklistCopy.errors.required };
  if (value.includes("@")) return { ok: false, message: blocklistCopy.errors.invalid };
  if (!value.includes(".")) return { ok: false, message: blocklistCopy.errors.tooBroad };
  return DOMAIN.test(value)
    ? { ok: true, value, kind: "domain" }
    : { ok: false, message: blocklistCopy.errors.invalid };
}
