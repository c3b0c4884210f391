import { isWhitespace, trimEnd } from "../infrastructure/text/trim-end";

const MAX_LENGTH = 200;
// A browser's file name is short; the rest of a longer one is never looked at.
const MAX_INPUT_LENGTH = 1000;
const PDF_EXTENSION = ".pdf";
const FALLBACK_BASE = "resume";
// Characters that mean something to a file system, a shell or a Content-Disposition header.
const RESERVED = /[<>:"|?*;]/g;
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
// Windows drops trailing dots and spaces, which would bring a hidden extension back to the end.
const isDotOrSpace = (char: string) => char === "." || isWhitespace(char);
const LAST_EXTENSION = /\.[\p{L}\p{N}_-]{1,16}$/u;
const PDF_AT_END = /\.pdf$/i;
// A leading dot would hide the saved file on most systems.
const LEADING_DOTS_AND_SPACES = /^[.\s]+/u;

/**
 * The name a resume is stored and offered under: the readable base of the name the browser gave
 * (last path segment, no control or reserved characters, bounded) with its extension, whatever
 * it was, replaced by `.pdf`, since the server accepts PDF bytes only. "cv.svg" becomes
 * "cv.pdf", "x.pdf\0.html" "x.pdf"; a name with nothing readable left becomes "resume.pdf". It is
 * a label only; resumes are stored in the database and never written under this name.
 */
export function cleanResumeFileName(name: string | undefined): string {
  const lastSegment = (name ?? "").slice(-MAX_INPUT_LENGTH).split(/[\\/]/).pop() ?? "";
  const readable = lastSegment
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(RESERVED, "_")
    .trim();
  const base = trimEnd(readable, isDotOrSpace)
    .replace(LAST_EXTENSION, "")
    // "cv.pdf.html" was meant as "cv.pdf": keep one ".pdf", not two.
    .replace(PDF_AT_END, "")
    .replace(LEADING_DOTS_AND_SPACES, "")
    .slice(0, MAX_LENGTH - PDF_EXTENSION.length);
  const cleaned = trimEnd(base, isDotOrSpace).trim();
  return `${cleaned === "" ? FALLBACK_BASE : cleaned}${PDF_EXTENSION}`;
}
