import {
  type ContactFormInput,
  contactLimits,
  MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  payloadMessages,
  validateContactForm,
} from "@site/contracts";
import type { FieldErrors } from "../../console/views/form-fields";
import { ENTRY_CHANNELS, type EntryChannel, entryCopy } from "./entry-copy";

/** What staff typed for one lead, in the form or one row of a CSV file. */
export interface EntryInput {
  channel: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  /** What they asked for; named as the contact form names it. */
  request: string;
  referrer: string;
}

/** A lead staff entered, checked: trimmed, its phone normalised as the contact form does. */
export interface CheckedEntry {
  channel: EntryChannel;
  name: string;
  company: string;
  email: string;
  phone: string;
  request: string;
  referrer: string;
}

export type EntryCheck = { ok: true; value: CheckedEntry } | { ok: false; errors: FieldErrors };

// Every field is refused past these lengths before any pattern reads it. The contact form's own
// limits come from contracts; the phone is bounded as typed, before its separators go.
const INPUT_LIMITS: Record<keyof EntryInput, number> = {
  channel: 40,
  name: contactLimits.name,
  company: MAX_LENGTH.company,
  email: contactLimits.email,
  phone: PHONE_INPUT_MAX_LENGTH,
  request: contactLimits.request,
  referrer: MAX_LENGTH.personName,
};

// Values each contact rule passes. The contracts' validator answers only the first failure, as
// the site's form shows it; to show every bad field at once, a field that failed is replaced by
// one of these and the rules run again, so each field gets exactly the message the site gives.
const PASSING: ContactFormInput = {
  name: "A",
  email: "a@example.com",
  request: "A",
  phone: "",
  website: "",
};

const CONTACT_FIELDS = ["name", "email", "request", "phone"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const isContactField = (field: string | undefined): field is ContactField =>
  (CONTACT_FIELDS as readonly (string | undefined)[]).includes(field);

/** The channel as its key, from the key itself or common spellings in a file ("Walk in"). */
export function readChannel(typed: string): EntryChannel | undefined {
  const key = typed
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  if (key === "phone" || key === "phone enquiry" || key === "phone inquiry" || key === "call") {
    return "phone";
  }
  if (key === "walk in" || key === "walkin") return "walk_in";
  if (key === "referral" || key === "referred") return "referral";
  return undefined;
}

/**
 * Checks a lead staff enter with the site's contact form rules and messages (contracts), plus
 * how it came in. Answers the checked values, or a message per bad field.
 */
export function checkEntry(input: EntryInput): EntryCheck {
  const errors: FieldErrors = {};
  for (const [field, max] of Object.entries(INPUT_LIMITS) as [keyof EntryInput, number][]) {
    if (input[field].trim().length > max) errors[field] = payloadMessages.tooLong(max);
  }

  const channel = errors.channel === undefined ? readChannel(input.channel) : undefined;
  if (channel === undefined && errors.channel === undefined) {
    errors.channel = entryCopy.errors.channel;
  }

  let contact: ContactFormInput = { ...PASSING };
  for (const field of CONTACT_FIELDS) {
    if (errors[field] === undefined) contact[field] = input[field];
  }
  let checked: ContactFormInput | undefined;
  for (let round = 0; round <= CONTACT_FIELDS.length; round++) {
    const result = validateContactForm(contact);
    if (result.ok) {
      checked = result.value;
      break;
    }
    if (!isContactField(result.field) || errors[result.field] !== undefined) {
      errors.name ??= result.message;
      break;
    }
    errors[result.field] = result.message;
    contact = { ...contact, [result.field]: PASSING[result.field] };
  }

  if (Object.keys(errors).length > 0 || checked === undefined || channel === undefined) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      channel,
      name: checked.name,
      company: input.company.trim(),
      email: checked.email,
      phone: checked.phone,
      request: checked.request,
      referrer: channel === "referral" ? input.referrer.trim() : "",
    },
  };
}

export const channelLabel = (channel: EntryChannel) => ENTRY_CHANNELS[channel];
