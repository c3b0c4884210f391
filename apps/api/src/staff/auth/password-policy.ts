import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 12;

let commonPasswords: Set<string> | undefined;

/**
 * Whether the password, in any case, is on zxcvbn's list of the most used passwords (about
 * 49,000 from public leak corpora). Loaded on first use: only the CLI and the start need it.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"]);
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_PROBLEM = "is one of the most commonly used passwords; choose another";

/** What is wrong with a new staff password, to follow its name in a message; undefined if fine. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `must have at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  return isCommonPassword(password) ? COMMON_PASSWORD_PROBLEM : undefined;
}
