const MAX_LENGTH = 200;
const FALLBACK = "resume.pdf";
// Characters that mean something to a file system, a shell or a Content-Disposition header.
const RESERVED = /[<>:"|?*;]/g;
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a browser gave an upload, made safe to show and to offer in a download header: the
 * last path segment only, without control or reserved characters, bounded in length. It is a
 * label only; resumes are stored in the database and never written under this name.
 */
export function cleanResumeFileName(name: string | undefined): string {
  const lastSegment = (name ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = lastSegment
    .normalize("NFC")
    .replace(INVISIBLE, "")
    .replace(RESERVED, "_")
    .trim()
    .slice(0, MAX_LENGTH)
    .trim();
  return /^\.*$/.test(cleaned) ? FALLBACK : cleaned;
}
