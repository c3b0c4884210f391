const SEPARATORS = /[\s\-.()]/g;

/**
 * Reduces a phone number to the digits used for employee look-up, so the ways people write an
 * Indian mobile number all meet: "+91 98100-12345", "919810012345", "09810012345",
 * "00919810012345" and "9810012345" all give "9810012345".
 * Returns null when anything but digits and separators remains, or when no digits or more than
 * 15 (the E.164 maximum) are left.
 */
export function normalizePhone(input: string): string | null {
  let digits = input.replace(SEPARATORS, "").replace(/^\+/, "");
  if (!/^\d+$/.test(digits)) return null;

  if (digits.startsWith("00")) digits = digits.slice(2); // international dialling prefix
  if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2); // India
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1); // trunk prefix
  return digits.length > 0 && digits.length <= 15 ? digits : null;
}
