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

/**
 * A lead's phone as stored: E.164 with the country code ("+919825070707") when the number can
 * be read as one: any "+" number, and Indian mobiles and STD landlines written without +91
 * ("98250 70707", "098250 70707", "011 4170 2200"). Anything else (a short local number) is kept
 * as sent, without its separators.
 */
export function toStoredPhone(phone: string): string {
  let number = phone
    .trim()
    .replace(SEPARATORS, "")
    .replace(/^00(?=[1-9])/, "+");
  number = number.replace(/^\+910(?=[1-9]\d{9}$)/, "+91");
  if (/^\+[1-9]\d{6,14}$/.test(number)) return number;
  if (/^[6-9]\d{9}$/.test(number)) return `+91${number}`;
  if (/^91[6-9]\d{9}$/.test(number)) return `+${number}`;
  if (/^0[1-9]\d{9}$/.test(number)) return `+91${number.slice(1)}`;
  return number === "" ? phone.trim() : number;
}

/** A stored phone as people write it: "+91 98250 70707" for an Indian mobile, else as stored. */
export function displayPhone(phone: string): string {
  const stored = toStoredPhone(phone);
  const mobile = /^\+91([6-9]\d{4})(\d{5})$/.exec(stored);
  return mobile === null ? phone.trim() : `+91 ${mobile[1]} ${mobile[2]}`;
}

/** The `tel:` link of a stored phone: E.164 with the country code when it can be read as one. */
export function phoneTelHref(phone: string): string | undefined {
  const stored = toStoredPhone(phone);
  return /^\+?\d{6,15}$/.test(stored) ? `tel:${stored}` : undefined;
}
