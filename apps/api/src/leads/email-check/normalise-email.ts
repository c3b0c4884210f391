import { domainToASCII } from "node:url";
import { trimEnd } from "../../infrastructure/text/trim-end";

// Format characters: zero-width spaces and joiners, soft hyphens, direction marks, the BOM. They
// print as nothing, so "mail\u200binator.com" reads as a throwaway domain to a person but not
// to a string comparison.
const INVISIBLE = /\p{Cf}/gu;

const visibleLowerCase = (text: string) =>
  text.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();

/**
 * A domain as the lists hold it: full-width and compatibility letters folded (NFKC), invisible
 * characters and trailing dots dropped, lower case, and an international name in punycode.
 */
export function normaliseDomain(domain: string): string {
  const visible = trimEnd(visibleLowerCase(domain), (char) => char === ".");
  // domainToASCII answers "" for a name it cannot convert; such a name is compared as written.
  return domainToASCII(visible) || visible;
}

/** An address with its domain normalised and its local part folded the same way. */
export function normaliseEmail(email: string): string {
  const visible = visibleLowerCase(email);
  const at = visible.lastIndexOf("@");
  if (at < 0) return visible;
  return `${visible.slice(0, at)}@${normaliseDomain(visible.slice(at + 1))}`;
}

/** The part after the last "@" of an address. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

/**
 * The mailbox a normalised address delivers to, as far as a blocklist cares: the quotes around a
 * quoted local part and a "+tag" dropped, so "spam+x@a.in" and "\"spam\"@a.in" both reach
 * "spam@a.in".
 */
export function mailboxOf(normalisedEmail: string): string {
  const at = normalisedEmail.lastIndexOf("@");
  let local = normalisedEmail.slice(0, at);
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) {
    local = local.slice(1, -1).replaceAll("\\", "");
  }
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  return `${local}@${normalisedEmail.slice(at + 1)}`;
}
