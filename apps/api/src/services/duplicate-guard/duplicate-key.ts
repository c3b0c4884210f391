import { hash } from "node:crypto";

/** What makes two submissions the same: the call, the sender's address and the payload. */
export interface Submission {
  /** Method and route, e.g. `POST /api/SaveLead`. */
  call: string;
  clientIp: string;
  body: unknown;
}

// Deeper than any form's payload; anything nested further counts as one opaque marker.
const MAX_DEPTH = 8;
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/;
const SPACE_TO_COLLAPSE = /\s{2,}|[\t\n\r\f\v]/;

/** One text as a person would compare it: one Unicode form, trimmed, single spaces, lower case. */
function normalizeText(text: string): string {
  // Most payloads are ASCII: the Unicode and white-space passes run only where they change something.
  const value = (NOT_PLAIN_ASCII.test(text) ? text.normalize("NFKC") : text).trim().toLowerCase();
  return SPACE_TO_COLLAPSE.test(value) ? value.replace(/\s+/g, " ") : value;
}

/** The value as canonical JSON: object keys sorted, texts normalised, written straight out. */
function canonicalJson(value: unknown, depth: number): string {
  if (typeof value === "string") return JSON.stringify(normalizeText(value));
  // Numbers, booleans and null as JSON writes them; undefined (a missing value) as null.
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (depth >= MAX_DEPTH) return '"…"';
  if (Array.isArray(value)) {
    return `[${value.map((item) => canonicalJson(item, depth + 1)).join(",")}]`;
  }
  const record = value as Record<string, unknown>;
  let json = "";
  // Keys are only read, never assigned: a "__proto__" key is plain data here.
  for (const key of Object.keys(record).sort()) {
    if (record[key] === undefined) continue;
    json += `${json === "" ? "" : ","}${JSON.stringify(key)}:${canonicalJson(record[key], depth + 1)}`;
  }
  return `{${json}}`;
}

/**
 * The payload in one canonical text: object keys sorted, strings in one Unicode form, trimmed,
 * with runs of white space as one space and in lower case, so "Asha Rao " and "asha  rao" count
 * as the same submission typed twice.
 */
export function canonicalPayload(value: unknown): string {
  return canonicalJson(value, 0);
}

/** A fixed-length key for a submission; the payload itself is never kept. */
export function duplicateKey({ call, clientIp, body }: Submission): string {
  return hash("sha256", `${call}\0${clientIp}\0${canonicalPayload(body)}`, "base64url");
}
