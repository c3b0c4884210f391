// The body of POST /api/SaveFeedback, re-checked on the server with the contact form's rules.

import type { SaveOk } from "./api-answers";
import { MAX_LENGTH } from "./constants";
import { contactLimits, contactRules } from "./contact";
import { phoneText, type RequestBody, savePayload, text } from "./payload-fields";

export const contactPayloadSchema = savePayload(
  {
    name: text(contactLimits.name),
    email: text(contactLimits.email),
    request: text(contactLimits.request),
    phone: phoneText(),
    website: text(MAX_LENGTH.website),
    ipadd: text(MAX_LENGTH.ip),
  },
  contactRules,
);

export type ContactPayload = RequestBody<typeof contactPayloadSchema>;
export type ContactResponse = SaveOk;
