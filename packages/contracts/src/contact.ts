// Home page contact form and its call POST /api/SaveFeedback.

import type { SaveOk } from "./api-answers";
import { attributionSchema } from "./attribution";
import { consentSchema } from "./consent";
import { MAX_LENGTH } from "./constants";
import { honeypot, matches, type Rule, required, validateWith, withinLimits } from "./form-rules";
import { contactMessages } from "./messages";
import { EMAIL_PATTERN, PHONE_PATTERN } from "./patterns";
import { payloadObject, phoneText, type RequestBody, refineWith, text } from "./payload-fields";
import { normalizePhoneFields } from "./phone-input";

/** The form's fields; `website` is the hidden honeypot and `phone` may stay empty. */
export type ContactFormInput = {
  name: string;
  email: string;
  request: string;
  phone: string;
  website: string;
};

const contactLimits = {
  name: MAX_LENGTH.personName,
  email: MAX_LENGTH.email,
  request: MAX_LENGTH.request,
  phone: MAX_LENGTH.phone,
};

const contactRules: Rule<ContactFormInput>[] = [
  honeypot("website", contactMessages.bot),
  required(["name", "email", "request"], contactMessages.required),
  matches("email", EMAIL_PATTERN, contactMessages.invalidEmail),
  matches("phone", PHONE_PATTERN, contactMessages.invalidPhone),
  withinLimits(contactLimits),
];

export const validateContactForm = (input: ContactFormInput) =>
  validateWith(contactRules, normalizePhoneFields(input, ["phone"]));

export const contactPayloadSchema = payloadObject({
  name: text(contactLimits.name),
  email: text(contactLimits.email),
  request: text(contactLimits.request),
  phone: phoneText(),
  website: text(MAX_LENGTH.website),
  ipadd: text(MAX_LENGTH.ip),
  ...attributionSchema.shape,
  ...consentSchema.shape,
}).superRefine(refineWith(contactRules));

export type ContactPayload = RequestBody<typeof contactPayloadSchema>;
export type ContactResponse = SaveOk;
