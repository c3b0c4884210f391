// The forms' field formats. Every pattern is anchored and has no global flag, so `test` is
// stateless and a value either matches whole or not at all.

/** Person and company names: 2-50 letters, spaces, periods, apostrophes or hyphens. */
export const NAME_PATTERN = /^[\p{L}\p{M} .'-]{2,50}$/u;

/**
 * The forms' `{email}` rule (no spaces, one `@`, a dot after it) and the contact form's
 * "text@text.text" describe the same shape, so both forms share this one pattern. The domain is
 * read as its first character, the run up to the next dot, then the rest: the same addresses as
 * `[^\s@]+\.[^\s@]+`, without the backtracking that let one request hold the server for minutes.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Lead-form mobile (checklists, HR, demo, early access, medical AI): 8-15 digits, no leading 0. */
export const MOBILE_PATTERN = /^\+?[1-9]\d{7,14}$/;

/** Contact form phone and both partner phones: optional plus, then 7-15 digits. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;

/** Manufacturing AI page mobile: an Indian mobile, exactly 10 digits starting 6-9. */
export const INDIAN_MOBILE_PATTERN = /^[6-9]\d{9}$/;

/** The medical AI page's browser-level `pattern` attribute (HTML syntax, not a RegExp). */
export const MEDICAL_MOBILE_INPUT_PATTERN = "[0-9]{10}";

/** Partner postal code: 4-10 digits. */
export const POSTAL_CODE_PATTERN = /^\d{4,10}$/;
