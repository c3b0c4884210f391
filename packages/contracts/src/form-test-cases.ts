// The checks the forms' test files share: each runs them with a valid form or payload of its own
// and a table of changes, so a suite reads as the inputs it tries and the answers it expects.

import { expect, it } from "vitest";
import type { z } from "zod";
import type { Validation } from "./form-rules";
import type { PartnerFormInput } from "./partner";
import { parsePayload } from "./payload-fields";

type Validator<T> = (input: T) => Validation<unknown>;

/** A partner form that passes every rule; the partner and phone suites start from it. */
export const partnerForm: PartnerFormInput = {
  fname: "Vikram",
  lname: "Singh",
  company: "Singh Systems",
  email: "vikram@singhsystems.in",
  country: "India",
  city: "Gurugram",
  pincode: "122002",
  phoneno: "9810012345",
  companyphone: "+911141702200",
  website: "https://singhsystems.in",
  noofemp: "",
  profile: "",
};

/**
 * A visitor's lead as the checklist-style forms ask for it (name, company, e-mail, mobile and the
 * hidden website field); the HR, demo, product-lead, ROI and early-access suites start from it.
 */
export const sampleLead = {
  name: "Sunita Rao",
  companyname: "Rao Industries",
  email: "sunita@raoindustries.in",
  mobileno: "9810012345",
  website: "",
};

/** What the validator shows for `form` with a change: the first failure's message, or "ok". */
export const messageOf =
  <T extends object>(validate: Validator<T>, form: T) =>
  (change: Partial<T>) => {
    const result = validate({ ...form, ...change });
    return result.ok ? "ok" : result.message;
  };

/** `form` passes every rule and is answered as it was given. */
export function itAccepts<T extends object>(what: string, validate: Validator<T>, form: T) {
  it(`accepts ${what}`, () => {
    expect(validate(form)).toEqual({ ok: true, value: form });
  });
}

/** Each of `fields`, left blank, fails on that field with `message`. */
export function itRequiresEach<T extends object>(
  validate: Validator<T>,
  form: T,
  fields: readonly (keyof T & string)[],
  message: string,
  blank = "",
) {
  it.each(fields)("requires %s", (field) => {
    expect(validate({ ...form, [field]: blank })).toEqual({ ok: false, message, field });
  });
}

/** Each change to `form` shows its message, "ok" when the form still passes. */
export function itShowsTheMessages<T extends object>(
  validate: Validator<T>,
  form: T,
  cases: [Partial<T>, string][],
) {
  const messageFor = messageOf(validate, form);
  it.each(cases)("%j shows %s", (change, expected) => {
    expect(messageFor(change)).toBe(expected);
  });
}

/** Each change to a valid payload is refused on the named field with the given message. */
export function itRefusesThePayloads(
  schema: z.ZodType,
  payload: Record<string, unknown>,
  cases: [Record<string, unknown>, string, string][],
) {
  it.each(cases)("refuses %j", (change, field, message) => {
    expect(parsePayload(schema, { ...payload, ...change })).toEqual({ ok: false, message, field });
  });
}
