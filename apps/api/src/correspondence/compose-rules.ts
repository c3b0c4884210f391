import { field } from "../console/form-body";
import type { FieldErrors } from "../console/views/form-fields";
import { correspondenceCopy } from "./correspondence-copy";

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_BODY_LENGTH = 20_000;

const copy = correspondenceCopy.errors;

/** The compose form as sent, each field cut to a length no valid value reaches. */
export interface ComposeForm {
  template_id: string;
  subject: string;
  body: string;
  /** What the rep had typed before a template replaced it; shown again, never sent. */
  kept: string;
  quote_id: string;
}

// Room for the \r\n a browser sends for each line break, and then some, so the message about
// the length can still say how long it was.
const bound = (body: unknown, name: string, max: number) => field(body, name).slice(0, max * 2);

export function readComposeForm(body: unknown): ComposeForm {
  return {
    template_id: bound(body, "template_id", 10),
    subject: bound(body, "subject", MAX_SUBJECT_LENGTH),
    body: bound(body, "body", MAX_BODY_LENGTH),
    kept: bound(body, "kept", MAX_BODY_LENGTH * 2),
    quote_id: bound(body, "quote_id", 10),
  };
}

/** A row id from a form field, when it is one. */
export function idField(value: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The subject on one line, the message with plain line breaks; or why they cannot be sent. */
export function parseCompose(
  form: ComposeForm,
): { subject: string; body: string } | { errors: FieldErrors } {
  const subject = form.subject.replace(/\s+/g, " ").trim();
  const body = form.body.replace(/\r\n?/g, "\n").trim();
  const errors: FieldErrors = {};
  if (subject === "") errors.subject = copy.subjectEmpty;
  else if (subject.length > MAX_SUBJECT_LENGTH)
    errors.subject = copy.subjectTooLong(MAX_SUBJECT_LENGTH);
  if (body === "") errors.body = copy.bodyEmpty;
  else if (body.length > MAX_BODY_LENGTH) errors.body = copy.bodyTooLong(MAX_BODY_LENGTH);
  return Object.keys(errors).length > 0 ? { errors } : { subject, body };
}
