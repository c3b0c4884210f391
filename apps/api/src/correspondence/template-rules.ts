import { field } from "../console/form-body";
import type { FieldErrors } from "../console/views/form-fields";
import { MAX_BODY_LENGTH, MAX_SUBJECT_LENGTH } from "./compose-rules";
import { correspondenceCopy } from "./correspondence-copy";
import { PLACEHOLDERS, unknownPlaceholders } from "./template-fill";
import type { TemplateText } from "./template-repository";

export const MAX_TEMPLATE_NAME_LENGTH = 100;

const copy = correspondenceCopy.templates.errors;

/** The template form as sent, each field cut to a length no valid value reaches. */
export interface TemplateForm {
  name: string;
  subject: string;
  body: string;
}

export function readTemplateForm(body: unknown): TemplateForm {
  return {
    name: field(body, "name").slice(0, MAX_TEMPLATE_NAME_LENGTH * 2),
    subject: field(body, "subject").slice(0, MAX_SUBJECT_LENGTH * 2),
    body: field(body, "body").slice(0, MAX_BODY_LENGTH * 2),
  };
}

/** The template's text, trimmed; or why it cannot be saved, unknown placeholders included. */
export function parseTemplateForm(form: TemplateForm): TemplateText | { errors: FieldErrors } {
  const name = form.name.replace(/\s+/g, " ").trim();
  const subject = form.subject.replace(/\s+/g, " ").trim();
  const body = form.body.replace(/\r\n?/g, "\n").trim();
  const errors: FieldErrors = {};
  if (name === "") errors.name = copy.nameEmpty;
  else if (name.length > MAX_TEMPLATE_NAME_LENGTH)
    errors.name = copy.nameTooLong(MAX_TEMPLATE_NAME_LENGTH);
  if (subject === "") errors.subject = copy.subjectEmpty;
  else if (subject.length > MAX_SUBJECT_LENGTH)
    errors.subject = copy.subjectTooLong(MAX_SUBJECT_LENGTH);
  if (body === "") errors.body = copy.bodyEmpty;
  else if (body.length > MAX_BODY_LENGTH) errors.body = copy.bodyTooLong(MAX_BODY_LENGTH);
  for (const [name, text] of [
    ["subject", subject],
    ["body", body],
  ] as const) {
    const unknown = unknownPlaceholders(text);
    if (errors[name] === undefined && unknown.length > 0) {
      errors[name] = copy.unknownPlaceholder(unknown, [...PLACEHOLDERS]);
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { name, subject, body };
}
