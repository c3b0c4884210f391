// The short reference a visitor gets for each request they send, e.g. "KF-7Q4M-2PXR". The server
// draws it at random when it stores the lead and answers it in the REQUEST_REFERENCE_HEADER of
// the save call (the body stays the spec's "OK"); the thank-you screens show it and the staff
// console's search finds the lead by it.

/** The response header of a save call that carries the stored lead's reference. */
export const REQUEST_REFERENCE_HEADER = "X-Request-Reference";

/**
 * Crockford's base32 digits: no I, L, O or U, so a reference read aloud or copied by hand has no
 * look-alike letters.
 */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Random characters in a reference: 40 bits, two groups of four. */
export const REFERENCE_LENGTH = 8;

const PREFIX = "KF";

/** A well-formed reference exactly as the server writes it. */
export const REQUEST_REFERENCE_PATTERN = /^KF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The reference written from its random characters (REFERENCE_LENGTH of REFERENCE_ALPHABET). */
export function formatRequestReference(characters: string): string {
  return `${PREFIX}-${characters.slice(0, 4)}-${characters.slice(4, 8)}`;
}

/** True for a reference in the server's own form, e.g. to check a header before showing it. */
export const isRequestReference = (value: unknown): value is string =>
  typeof value === "string" && REQUEST_REFERENCE_PATTERN.test(value);

/**
 * A reference as someone typed it, in its stored form, or undefined when the text is none: any
 * case, with or without the dashes, spaces or the "KF" prefix, and with Crockford's look-alikes
 * read as the digits they stand for (O as 0, I and L as 1).
 */
export function parseRequestReference(typed: string): string | undefined {
  if (typed.length > 40) return undefined;
  const compact = typed.toUpperCase().replace(/[\s\-–—_.]/g, "");
  const characters = (compact.startsWith(PREFIX) ? compact.slice(PREFIX.length) : compact)
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (characters.length !== REFERENCE_LENGTH) return undefined;
  for (const character of characters) {
    if (!REFERENCE_ALPHABET.includes(character)) return undefined;
  }
  return formatRequestReference(characters);
}
