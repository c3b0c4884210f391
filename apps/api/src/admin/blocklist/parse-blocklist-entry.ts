import { isEmailSyntaxValid } from "../../services/email-check/email-syntax";
import { blocklistCopy } from "./blocklist-copy";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export type BlocklistEntryResult =
  | { ok: true; value: string; kind: "email" | "domain" }
  | { ok: false; message: string };

/** Reads what staff typed: an address (has an "@") or a domain, lower-cased; "@example.com" is a domain. */
export function parseBlocklistEntry(input: string): BlocklistEntryResult {
  const value = input.trim().toLowerCase().replace(/^@/, "").replace(/\.$/, "");
  if (value === "") return { ok: false, message: blocklistCopy.errors.required };
  if (value.includes("@")) {
    return isEmailSyntaxValid(value)
      ? { ok: true, value, kind: "email" }
      : { ok: false, message: blocklistCopy.errors.invalid };
  }
  if (!value.includes(".")) return { ok: false, message: blocklistCopy.errors.tooBroad };
  return DOMAIN.test(value)
    ? { ok: true, value, kind: "domain" }
    : { ok: false, message: blocklistCopy.errors.invalid };
}
