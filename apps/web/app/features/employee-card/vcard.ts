import type { EmployeeResponse } from "@site/contracts/employee-view";

// A vCard 3.0 (RFC 2426) of an employee card, for the 'Save contact' button. Text values escape
// backslash, comma, semicolon and line breaks; lines are folded at 75 octets without splitting a
// UTF-8 character; lines end with CRLF.

export const VCARD_MIME_TYPE = "text/vcard;charset=utf-8";

const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;");

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Splits a content line into pieces of at most 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  for (const character of line) {
    const limit = pieces.length === 0 ? 75 : 74;
    if (utf8Length(piece + character) > limit) {
      pieces.push(piece);
      piece = "";
    }
    piece += character;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** The phone number as one international string, e.g. "+919810012345". */
export const fullPhoneNumber = (
  employee: Pick<EmployeeResponse, "phone_prefix" | "phone_number">,
) => `${employee.phone_prefix}${employee.phone_number}`.replace(/[^\d+]/g, "");

export function buildVCard(employee: EmployeeResponse): string {
  const names = employee.name.trim().split(/\s+/);
  const family = names.length > 1 ? (names.pop() ?? "") : "";
  const given = names.join(" ");
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeText(family)};${escapeText(given)};;;`,
    `FN:${escapeText(employee.name)}`,
    `ORG:${escapeText(employee.company_name)}`,
    `TITLE:${escapeText(employee.designation)}`,
    `TEL;TYPE=WORK,VOICE:${fullPhoneNumber(employee)}`,
    `EMAIL;TYPE=INTERNET,WORK:${escapeText(employee.email)}`,
    `ADR;TYPE=WORK:;;${escapeText(employee.company_address)};;;;`,
    `URL:${employee.company_website}`,
    "END:VCARD",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** A file name for the card, e.g. "arjun-mehta.vcf". */
export function vCardFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "contact"}.vcf`;
}
