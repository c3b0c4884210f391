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
// A text that is printable ASCII with single inner spaces only needs lower-casing.
const NEEDS_FULL_NORMALISATION = /[^ -~]|^ | $| {2}/;
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/;

/** One text as a person would compare it: one Unicode form, trimmed, single spaces, lower case. */
function normalizeText(text: string): string {
  if (!NEEDS_FULL_NORMALISATION.test(text)) return text.toLowerCase();
  const value = NOT_PLAIN_ASCII.test(text) ? text.normalize("NFKC") : text;
  return value.trim().replace(/\s+/g, " ").toLowerCase();
}

// Markers that open an object's and an array's canonical form, so that neither can pass for the other.
const OBJECT = 0;
const ARRAY = 1;

type Canonical = string | number | boolean | null | undefined | Canonical[];

/**
 * The value with its texts normalised and each object turned into an array of its keys, sorted,
 * each followed by its value: one JSON.stringify of the result costs less than writing the JSON
 * piece by piece. Keys are only read, never assigned: a "__proto__" key is plain data here.
 */
function canonicalValue(value: unknown, depth: number): Canonical {
  if (typeof value === "string") return normalizeText(value);
  if (value === null || typeof value !== "object") return value as Canonical;
  if (depth >= MAX_DEPTH) return "…";
  if (Array.isArray(value)) {
    const items: Canonical[] = [ARRAY];
    for (const item of value) items.push(canonicalValue(item, depth + 1));
    return items;
  }
  const record = value as Record<string, unknown>;
  const entries: Canonical[] = [OBJECT];
  for (const key of Object.keys(record).sort()) {
    const item = record[key];
    if (item !== undefined) entries.push(key, canonicalValue(item, depth + 1));
  }
  return entries;
}

/**
 * The payload in one canonical text: object keys sorted, strings in one Unicode form, trimmed,
 * with runs of white space as one space and in lower case, so "Asha Rao " and "asha  rao" count
 * as the same submission typed twice.
 */
export function canonicalPayload(value: unknown): string {
  // Numbers, booleans and null as JSON writes them; undefined (a missing value) as null.
  return JSON.stringify(canonicalValue(value, 0)) ?? "null";
}

/** A fixed-length key for a submission; the payload itself is never kept. */
export function duplicateKey({ call, clientIp, body }: Submission): string {
  return hash("sha256", `${call}\0${clientIp}\0${canonicalPayload(body)}`, "base64url");
}
