// People type phone numbers the way they read them aloud: "+91 98765 43210", "011-4170-2200",
// "(0)98765.43210". The forms' phone rules count digits, so every phone field is reduced to its
// digits and a leading "+" before those rules run, in the browser and again on the server.
// The payload, and so the stored lead, carries that normalised number ("+919876543210"): one
// spelling per number, which staff can dial, search and compare.

/**
 * The longest phone entry read as typed: "+", 15 digits and room for the spaces, dashes, dots and
 * brackets between them. Inputs carry it as `maxLength` and the server refuses longer values,
 * so neither the normaliser nor any phone pattern reads an unbounded string.
 */
export const PHONE_INPUT_MAX_LENGTH = 30;

// Spaces of any kind, ASCII and typographic dashes, dots and round brackets.
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;

/**
 * Trims the value and drops the separators, keeping every digit and any "+": "+91 98765 43210"
 * becomes "+919876543210". The prefixes Indians dial before a mobile go the same way: "0091"
 * reads as "+91", and the trunk "0" before a mobile ("098765 43210", "+91 0 98765 43210") is
 * dropped. A "+" anywhere but in front, or a letter, is left for the phone rule to refuse. A
 * value longer than PHONE_INPUT_MAX_LENGTH is only trimmed: its length is refused.
 */
export function normalizePhoneInput(value: string): string {
  const trimmed = value.trim();
  if (trimmed.length > PHONE_INPUT_MAX_LENGTH) return trimmed;
  return trimmed
    .replace(PHONE_SEPARATORS, "")
    .replace(/^00(?=[1-9])/, "+")
    .replace(/^(\+91)?0(?=[6-9]\d{9}$)/, "$1");
}

/**
 * An Indian mobile as its 10 national digits, once normalised: "+919876543210" and
 * "919876543210" give "9876543210". Anything else comes back as it was.
 */
export function nationalIndianMobile(normalised: string): string {
  return /^(?:\+?91)([6-9]\d{9})$/.exec(normalised)?.[1] ?? normalised;
}

/** The input with the named phone fields normalised, for a form validator to check. */
export function normalizePhoneFields<T extends Record<K, string>, K extends keyof T & string>(
  input: T,
  fields: readonly K[],
): T {
  const normalised = { ...input };
  for (const field of fields) {
    normalised[field] = normalizePhoneInput(input[field]) as T[K];
  }
  return normalised;
}
