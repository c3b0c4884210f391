// Texts only the API answers with: the email check's bodies and the refusals of payloads that no
// form of the site can produce.

/** The email check's answer bodies (status 200 and 301). */
export const emailCheckMessages = {
  ok: "Email is OK",
  suspect: "Email is suspect",
} as const;

/**
 * A save call's refusal (status 422) of an address the e-mail check flags: the firm's wording for
 * a flagged address, so a client that shows the server's message tells the visitor what the
 * forms tell them.
 */
export const savedEmailMessages = {
  flagged: "This email address has been flagged. Please use a different email.",
} as const;

/** Ours: what the API answers for payloads no form of the site can produce. */
export const payloadMessages = {
  notAnObject: "The request body must be a JSON object",
  notText: "This field must be text",
  notNumber: "This field must be a number",
  notWholeNumber: "This field must be a whole number",
  notId: "This field must be a positive whole number",
  tooLong: (max: number) => `This field must be at most ${max} characters long`,
  outOfRange: (min: number, max: number) => `This field must be between ${min} and ${max}`,
  unknownOption: "Please choose one of the listed options",
  notTrue: "This field must be true",
  notBoolean: "This field must be true or false",
  blank: "This field must not be empty",
  notPrintable: "This field must be printable text, without control or invisible characters",
} as const;
