import type { EmployeeResponse } from "@site/contracts";
import { field } from "../../console/form-body";
import type { FieldErrors } from "../../console/views/form-fields";
import { isEmailSyntaxValid } from "../../leads/email-check/email-syntax";
import { normalizePhone } from "../../leads/normalize-phone";
import { employeeCopy } from "./employee-copy";

export type EmployeeInput = EmployeeResponse;
export type EmployeeFieldName = keyof EmployeeInput;

// The column sizes of the employees table.
// http(s)://, a host with a dot after its first character, then anything without spaces. The
// host is read up to its first dot, so no run of dots can make the pattern backtrack.
const WEBSITE = /^https?:\/\/[^\s/][^\s/.]*\.\S+$/i;

const MAX_LENGTHS: Record<EmployeeFieldName, number> = {
  name: 100,
  designation: 200,
  phone_prefix: 8,
  phone_number: 20,
  email: 254,
  company_name: 200,
  company_address: 500,
  company_website: 200,
};

export const EMPLOYEE_FIELDS = Object.keys(MAX_LENGTHS) as EmployeeFieldName[];

export type EmployeeFormResult =
  | { ok: true; employee: EmployeeInput; phoneNormalized: string }
  | { ok: false; input: EmployeeInput; errors: FieldErrors };

/** Checks a submitted employee form; every field is required. */
export function readEmployeeForm(body: unknown): EmployeeFormResult {
  const input = Object.fromEntries(
    EMPLOYEE_FIELDS.map((name) => [name, field(body, name).trim()]),
  ) as EmployeeInput;
  const errors: FieldErrors = {};
  for (const name of EMPLOYEE_FIELDS) {
    const label = employeeCopy.fields[name];
    if (input[name] === "") errors[name] = employeeCopy.errors.required(label);
    else if (input[name].length > MAX_LENGTHS[name]) {
      errors[name] = employeeCopy.errors.tooLong(label, MAX_LENGTHS[name]);
    }
  }

  if (errors.phone_prefix === undefined && !/^\+?\d{1,4}$/.test(input.phone_prefix)) {
    errors.phone_prefix = employeeCopy.errors.prefix;
  }
  // A trunk 0 ("098100 12345") has no place after a country code; the card lookup drops it too.
  const phoneNormalized = normalizePhone(
    `${input.phone_prefix} ${input.phone_number.replace(/^0+/, "")}`,
  );
  if (
    errors.phone_number === undefined &&
    (phoneNormalized === null || !/\d/.test(input.phone_number))
  ) {
    errors.phone_number = employeeCopy.errors.phone;
  }
  if (errors.email === undefined && !isEmailSyntaxValid(input.email)) {
    errors.email = employeeCopy.errors.email;
  }
  if (errors.company_website === undefined && !WEBSITE.test(input.company_website)) {
    errors.company_website = employeeCopy.errors.website;
  }

  if (Object.keys(errors).length > 0 || phoneNormalized === null)
    return { ok: false, input, errors };
  return { ok: true, employee: input, phoneNormalized };
}
