// Home page contact form; the body of its call, POST /api/SaveFeedback, is in contact-payload.ts.

import { MAX_LENGTH } from "./constants";
import { honeypot, matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { contactMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields; `website` is the hidden honeypot and `phone` may stay empty. */
export type ContactFormInput = {
  name: string;
  email: string;
  request: string;
  phone: string;
  website: string;
};

export const contactLimits = {
  name: MAX_LENGTH.personName,
  email: MAX_LENGTH.email,
  request: MAX_LENGTH.request,
  phone: MAX_LENGTH.phone,
};

export const contactRules: Rule<ContactFormInput>[] = [
  honeypot("website", contactMessages.bot),
  required(["name", "email", "request"], contactMessages.required),
  matches("email", EMAIL_PATTERN, contactMessages.invalidEmail),
  matches("phone", PHONE_PATTERN, contactMessages.invalidPhone),
  withinLimits(contactLimits),
];

export const validateContactForm = (input: ContactFormInput) =>
  validateWith(contactRules, normalizePhoneFields(input, ["phone"]));
