/** What a request path of the static site maps to, per the web build's runtime contract. */
export type SiteTarget =
  | { kind: "redirect"; location: string }
  /** A file under the web root, as a decoded path starting with `/`. */
  | { kind: "file"; path: string }
  | { kind: "not-found" };

const NOT_FOUND: SiteTarget = { kind: "not-found" };
const EMPLOYEE_CARD_SHELL = "/empcard/index.html";

/**
 * Maps a request URL (path and query) to a site file or redirect:
 * `/` → 301 `/index`; `/about/` → 301 `/about`; `/empcard` and `/empcard/<phone>` → the card
 * shell; a last segment with an extension is a file (`/robots.txt`, `/assets/app-1a2b.js`);
 * anything else is a prerendered route (`/about` → `/about/index.html`).
 * Paths that could step outside the web root or hide a second host are not found.
 */
export function resolveSitePath(url: string): SiteTarget {
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : url.slice(queryStart);

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return NOT_FOUND;
  }
  if (!isPlainPath(path)) return NOT_FOUND;

  if (path === "/") return { kind: "redirect", location: `/index${query}` };
  if (path.endsWith("/")) {
    return { kind: "redirect", location: encodeURI(path.replace(/\/+$/, "")) + query };
  }
  if (path === "/empcard" || path.startsWith("/empcard/")) {
    return { kind: "file", path: EMPLOYEE_CARD_SHELL };
  }
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return { kind: "file", path: lastSegment.includes(".") ? path : `${path}/index.html` };
}

/**
 * Only plain names between single slashes: no `.` or `..` segment, no empty segment except a
 * trailing one (so `//evil.example` never becomes a redirect target), no backslash, no control
 * characters.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith("/") || path.includes("\\")) return false;
  if (Array.from(path).some((character) => character.charCodeAt(0) < 0x20)) return false;
  const segments = path.slice(1).split("/");
  return segments.every(
    (segment, index) =>
      segment !== "." && segment !== ".." && (segment !== "" || index === segments.length - 1),
  );
}
