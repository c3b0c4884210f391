import { field } from "../../console/form-body";
import type { FieldErrors } from "../../console/views/form-fields";
import type { StaffRole } from "../../infrastructure/database/schema";
import { isEmailSyntaxValid } from "../../leads/email-check/email-syntax";
import { newPasswordProblem } from "../auth/password-policy";
import { normalizeStaffEmail } from "../auth/staff-user-repository";
import { generatePassword } from "./generate-password";
import { staffAccountCopy as copy } from "./staff-account-copy";

const MAX_EMAIL_INPUT = 320;
const CONTROL_CHARACTERS = /\p{Cc}+/gu;
const MAX_NAME_LENGTH = 100;
// Longer than any password manager makes; bounds the hashing work an input can ask for.
const MAX_PASSWORD_LENGTH = 1024;

export function parseRole(value: string): StaffRole | undefined {
  return value === "admin" || value === "sales" ? value : undefined;
}

/** The password the admin chose: typed (checked against the rules) or generated to show once. */
export type PasswordChoice =
  | { ok: true; password: string; generated: boolean }
  | { ok: false; message: string };

/** An empty password field asks for a generated password, shown once; a typed one must pass the rules. */
export function readPasswordChoice(body: unknown): PasswordChoice {
  const password = field(body, "password").slice(0, MAX_PASSWORD_LENGTH + 1);
  if (password === "") return { ok: true, password: generatePassword(), generated: true };
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      ok: false,
      message: `The password must have at most ${MAX_PASSWORD_LENGTH} characters.`,
    };
  }
  const problem = newPasswordProblem(password);
  if (problem !== undefined) return { ok: false, message: `The password ${problem}.` };
  return { ok: true, password, generated: false };
}

export interface NewAccountInput {
  email: string;
  name: string;
  role: string;
}

export type NewAccount =
  | {
      ok: true;
      email: string;
      displayName: string | null;
      role: StaffRole;
      password: PasswordChoice & { ok: true };
    }
  | { ok: false; input: NewAccountInput; errors: FieldErrors };

/** Reads the "add a staff member" form; every field is bounded before it is checked. */
export function parseNewAccount(body: unknown): NewAccount {
  const input: NewAccountInput = {
    email: field(body, "email").trim().slice(0, MAX_EMAIL_INPUT),
    // Control characters would only garble the pages and logs the name appears in.
    name: field(body, "name")
      .slice(0, MAX_NAME_LENGTH * 4)
      .replace(CONTROL_CHARACTERS, " ")
      .trim(),
    role: field(body, "role").slice(0, 20),
  };
  const errors: FieldErrors = {};
  const email = normalizeStaffEmail(input.email);
  if (!isEmailSyntaxValid(email)) errors.email = copy.errors.email;
  if (input.name.length > MAX_NAME_LENGTH) errors.name = copy.errors.name;
  const role = parseRole(input.role);
  if (role === undefined) errors.role = copy.errors.role;
  const password = readPasswordChoice(body);
  if (!password.ok) errors.password = password.message;
  if (Object.keys(errors).length > 0 || role === undefined || !password.ok) {
    return { ok: false, input, errors };
  }
  return { ok: true, email, displayName: input.name === "" ? null : input.name, role, password };
}
