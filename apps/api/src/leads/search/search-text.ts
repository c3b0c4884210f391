// What the inbox search indexes of a lead, and how a typed query becomes a full-text query. Text
// is split into words here, the same way for the index and the query on both databases, so
// SQLite and PostgreSQL find the same leads.

/** Longer queries are cut before anything reads them. */
export const MAX_SEARCH_LENGTH = 200;
/** More words than this are ignored: each adds a term to the full-text query. */
const MAX_QUERY_WORDS = 8;
/** Phone numbers are indexed by every run of their last digits at least this long. */
const MIN_PHONE_DIGITS = 4;
/** Longer digit runs are no phone number (E.164 allows 15 digits). */
const MAX_PHONE_DIGITS = 15;

/** The free-text fields of the stored payload (packages/contracts): message, project, details. */
const MESSAGE_FIELDS = ["request", "message", "project", "canddet", "profile"] as const;

/** Accents and case folded away, so "Zoë" is found by "zoe" and "TIRUPPUR" by "tiruppur". */
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase();

/** Longer words are no search term anyone types (and PostgreSQL refuses lexemes over 2 KB). */
const MAX_WORD_LENGTH = 100;

/** Words: runs of letters, digits and marks (so Indic words stay whole). */
function words(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word !== "" && word.length <= MAX_WORD_LENGTH);
}

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * Every ending of the phone's digits from MIN_PHONE_DIGITS on: "+91 98765 43210" gives
 * 919876543210, 19876543210, 9876543210 … 3210. A prefix query on them then finds any part of
 * the number, with or without the country code, however either side was written.
 */
function phoneTokens(phone: string | null): string[] {
  const digits = digitsOf(phone ?? "").slice(-MAX_PHONE_DIGITS);
  const tokens: string[] = [];
  for (let start = 0; digits.length - start >= MIN_PHONE_DIGITS; start++) {
    tokens.push(digits.slice(start));
  }
  return tokens;
}

export interface SearchableLead {
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  details: string;
}

/** The payload's free-text fields; a payload that is not JSON gives none. */
function messageTexts(details: string): string[] {
  try {
    const payload: unknown = JSON.parse(details);
    if (typeof payload !== "object" || payload === null) return [];
    const record = payload as Record<string, unknown>;
    return MESSAGE_FIELDS.map((field) => record[field]).filter(
      (value): value is string => typeof value === "string",
    );
  } catch {
    return [];
  }
}

// Marks a phone ending in the index. Words never hold it (they are split at it), so a word
// typed in the search never matches a phone ending, and a phone search nothing else.
const PHONE_MARK = "#";

/** A lead's search document: its words, and its phone's digit endings marked as such. */
export function searchDocument(lead: SearchableLead): string[] {
  const texts = [
    lead.name,
    lead.company ?? "",
    lead.email,
    lead.phone ?? "",
    ...messageTexts(lead.details),
  ];
  const phone = phoneTokens(lead.phone).map((digits) => PHONE_MARK + digits);
  return [...new Set(texts.flatMap(words)), ...phone];
}

/**
 * What a typed query asks for: every word as a prefix (all must match), and when it looks like
 * a phone number (only digits, spaces and + - ( ) . /), its digits as a part of a phone.
 * Undefined when nothing searchable is left (a query of punctuation only).
 */
export interface SearchTerms {
  words: string[];
  /** The digits, and without what may be a country code or trunk 0 ("+91 …", "0 …"). */
  phoneDigits?: string[];
}

// A number typed with a country code is found stored without one: beyond this many digits,
// up to three leading ones are dropped in turn, keeping at least MIN_NATIONAL_DIGITS.
const NATIONAL_DIGITS = 10;
const MIN_NATIONAL_DIGITS = 8;

function phoneVariants(digits: string): string[] {
  const variants = [digits];
  if (digits.length <= NATIONAL_DIGITS) return variants;
  for (let drop = 1; drop <= 3 && digits.length - drop >= MIN_NATIONAL_DIGITS; drop++) {
    variants.push(digits.slice(drop));
  }
  return variants;
}

const PHONE_LIKE = /^[\d\s+\-()./]+$/;

export function searchTerms(query: string): SearchTerms | undefined {
  const bounded = query.slice(0, MAX_SEARCH_LENGTH);
  const queryWords = [...new Set(words(bounded))].slice(0, MAX_QUERY_WORDS);
  if (queryWords.length === 0) return undefined;
  const digits = digitsOf(bounded);
  const phoneLike =
    PHONE_LIKE.test(bounded.trim()) &&
    digits.length >= MIN_PHONE_DIGITS &&
    digits.length <= MAX_PHONE_DIGITS;
  return phoneLike
    ? { words: queryWords, phoneDigits: phoneVariants(digits) }
    : { words: queryWords };
}

/**
 * The FTS5 MATCH expression: every word as a prefix, or a phone ending. Each term is a quoted
 * string (inner quotes doubled), so nothing the user typed is read as FTS syntax (`NEAR`, `*`,
 * `:`, `"`, `OR`).
 */
export function fts5Query(terms: SearchTerms): string {
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"*`;
  const allWords = terms.words.map(quoted).join(" AND ");
  if (terms.phoneDigits === undefined) return allWords;
  const phone = terms.phoneDigits.map((digits) => quoted(PHONE_MARK + digits));
  return `(${allWords}) OR ${phone.join(" OR ")}`;
}

/**
 * The PostgreSQL tsquery text, read as a tsquery literal (no parser, no stemming). Words hold
 * only letters, digits and marks, and are quoted (inner quotes doubled) all the same, so no
 * tsquery operator can come from the user.
 */
export function tsQuery(terms: SearchTerms): string {
  const quoted = (text: string) => `'${text.replace(/'/g, "''").replace(/\\/g, "\\\\")}':*`;
  const allWords = terms.words.map(quoted).join(" & ");
  if (terms.phoneDigits === undefined) return allWords;
  const phone = terms.phoneDigits.map((digits) => quoted(PHONE_MARK + digits));
  return `(${allWords}) | ${phone.join(" | ")}`;
}
