import {
  contactMessages,
  EMAIL_PATTERN,
  MAX_LENGTH,
  normalizePhoneInput,
  PHONE_INPUT_MAX_LENGTH,
  PHONE_PATTERN,
  payloadMessages,
} from "@site/contracts";
import type { FieldErrors } from "../../console/views/form-fields";
import type { LeadContactField } from "../../infrastructure/database/schema";
import { displayPhone, toStoredPhone } from "../normalize-phone";
import { leadDetailCopy } from "./lead-detail-copy";

/** The contact details as the lead page's form names them. */
export const CONTACT_FORM_FIELDS = {
  name: "contact_name",
  phone: "contact_phone",
  company: "contact_company",
  email: "contact_email",
} as const satisfies Record<LeadContactField, string>;

export const CONTACT_FIELDS = Object.keys(CONTACT_FORM_FIELDS) as LeadContactField[];

export type ContactFormName = (typeof CONTACT_FORM_FIELDS)[LeadContactField];

/** Each field is refused past this length before anything else reads it. */
export const CONTACT_LIMITS: Record<LeadContactField, number> = {
  name: MAX_LENGTH.personName,
  phone: PHONE_INPUT_MAX_LENGTH,
  company: MAX_LENGTH.company,
  email: MAX_LENGTH.email,
};

/** The lead's contact details as stored. */
export interface CurrentContact {
  name: string;
  phone: string | null;
  company: string | null;
  email: string;
}

/** One corrected detail: the stored value before and after. */
export interface ContactChange {
  field: LeadContactField;
  from: string | null;
  to: string | null;
}

/** How the form shows a stored detail: the phone as people write it, the rest as stored. */
export function shownContact(contact: CurrentContact, field: LeadContactField): string {
  const value = contact[field];
  if (value === null) return "";
  return field === "phone" ? displayPhone(value) : value;
}

/** A detail as it would be stored, or why it cannot be (the site's own message). */
function checkField(
  field: LeadContactField,
  typed: string,
): { value: string | null } | { error: string } {
  const text = typed.trim();
  if (text.length > CONTACT_LIMITS[field]) {
    return { error: payloadMessages.tooLong(CONTACT_LIMITS[field]) };
  }
  switch (field) {
    case "name":
      return text === "" ? { error: leadDetailCopy.errors.nameEmpty } : { value: text };
    case "company":
      return { value: text === "" ? null : text };
    case "email": {
      if (text === "") return { error: leadDetailCopy.errors.emailEmpty };
      // Stored lower-cased, as the column and every save keep it.
      return EMAIL_PATTERN.test(text)
        ? { value: text.toLowerCase() }
        : { error: contactMessages.invalidEmail };
    }
    case "phone": {
      if (text === "") return { value: null };
      const normalised = normalizePhoneInput(text);
      return PHONE_PATTERN.test(normalised)
        ? { value: toStoredPhone(normalised) }
        : { error: contactMessages.invalidPhone };
    }
  }
}

/** Whether a typed value means the detail as it stands (a phone however it is written). */
function sameAsStored(field: LeadContactField, typed: string, current: CurrentContact): boolean {
  const text = typed.trim();
  const stored = current[field];
  if (text === shownContact(current, field).trim() || text === (stored ?? "").trim()) return true;
  if (field === "email") return text.toLowerCase() === current.email.toLowerCase();
  if (field === "phone" && stored !== null && text.length <= PHONE_INPUT_MAX_LENGTH) {
    return toStoredPhone(normalizePhoneInput(text)) === toStoredPhone(stored);
  }
  return false;
}

/**
 * The details the form changes. A field the form did not send, or sent as the lead stands, is no
 * change and is not checked again: a detail stored before today's rules stays until corrected.
 */
export function parseContactChanges(
  typed: Partial<Record<ContactFormName, string>>,
  current: CurrentContact,
): { changes: ContactChange[]; errors: FieldErrors } {
  const changes: ContactChange[] = [];
  const errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const name = CONTACT_FORM_FIELDS[field];
    const value = typed[name];
    if (value === undefined || sameAsStored(field, value, current)) continue;
    const checked = checkField(field, value);
    if ("error" in checked) errors[name] = checked.error;
    else if (checked.value !== current[field]) {
      changes.push({ field, from: current[field], to: checked.value });
    }
  }
  return { changes, errors };
}
