import { toStoredPhone } from "../leads/normalize-phone";

// How leads are recognised as one person or one company. Pure: the linker and the tests use it.

/** Longer than any address or company name the forms take; input is cut to it before any regex. */
const MAX_INPUT_LENGTH = 320;

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The key two addresses of one mailbox share: lower-case and trimmed, without a "+tag" in the
 * local part; Gmail ignores dots in the local part and googlemail.com is gmail.com. Undefined for
 * text that is not an address.
 */
export function emailKey(email: string | null | undefined): string | undefined {
  if (email == null) return undefined;
  const address = email.slice(0, MAX_INPUT_LENGTH).trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return undefined;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus === 0) return undefined;
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
    if (local === "") return undefined;
  }
  return `${local}@${domain}`;
}

/**
 * A phone in E.164 ("+919825070707"), however it was written; undefined when it cannot be read as
 * one (a short local number, letters), so two such numbers never make one person.
 */
export function phoneKey(phone: string | null | undefined): string | undefined {
  if (phone == null) return undefined;
  const trimmed = phone.slice(0, 40).trim();
  if (trimmed === "") return undefined;
  const stored = toStoredPhone(trimmed);
  return /^\+[1-9]\d{6,14}$/.test(stored) ? stored : undefined;
}

// Legal forms at the end of a name, after punctuation became spaces; longest first.
const LEGAL_SUFFIXES = [
  "private limited",
  "pvt ltd",
  "pvt limited",
  "private ltd",
  "limited",
  "ltd",
  "llp",
  "inc",
  "llc",
  "corporation",
  "corp",
  "co",
  "pvt",
  "private",
];

/**
 * The key that makes "Tatva Industries", "TATVA INDUSTRIES PVT. LTD." and "Tatva Industries
 * Private Limited" one company: lower-case, punctuation and runs of spaces made one space, legal
 * forms at the end removed. "&" reads as "and". Undefined for a name with nothing left.
 */
export function companyKey(name: string | null | undefined): string | undefined {
  if (name == null) return undefined;
  let key = name
    .slice(0, MAX_INPUT_LENGTH)
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  // "Pvt. Ltd." is two suffixes in a row; a name that is only a legal form stays as it is.
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (key.endsWith(` ${suffix}`)) {
        key = key.slice(0, -suffix.length - 1).trimEnd();
        changed = true;
        break;
      }
    }
  }
  key = key.slice(0, 200);
  return key === "" ? undefined : key;
}

/** A company name as shown: trimmed, spaces collapsed, bounded. */
export function companyDisplayName(name: string): string {
  return name.slice(0, MAX_INPUT_LENGTH).replace(/\s+/g, " ").trim().slice(0, 200);
}
