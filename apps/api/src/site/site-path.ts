import { trimEnd } from "../infrastructure/text/trim-end";

/** What a request path of the static site maps to, per the web build's runtime contract. */
export type SiteTarget =
  | { kind: "redirect"; location: string }
  /** A file under the web root, as a decoded path starting with `/`. */
  | { kind: "file"; path: string }
  | { kind: "not-found" };

const NOT_FOUND: SiteTarget = { kind: "not-found" };
const EMPLOYEE_CARD_SHELL = "/empcard/index.html";
const EMPLOYEE_CARD_PREFIX = "/empcard/";
const BLOG_READER = "/kf-blog";

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
    return { kind: "redirect", location: encodeURI(trimEnd(path, (char) => char === "/")) + query };
  }
  if (path === "/empcard" || path.startsWith("/empcard/")) {
    return { kind: "file", path: EMPLOYEE_CARD_SHELL };
  }
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return { kind: "file", path: lastSegment.includes(".") ? path : `${path}/index.html` };
}

/** A page the server sends with its data filled in, when it can (src/page-fill). */
export type FillablePage = { page: "employee-card"; phone: string } | { page: "blog-reader" };

/**
 * Whether the page at this URL can be sent filled: an employee card with a phone
 * (`/empcard/<phone>`, the phone decoded as the page's route reads it), or the blog reader
 * without `?id=` (with it, the page selects that article itself).
 */
export function fillablePageFor(url: string): FillablePage | undefined {
  const target = resolveSitePath(url);
  if (target.kind !== "file") return undefined;
  const queryStart = url.indexOf("?");
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = decodeURIComponent(rawPath); // resolveSitePath has checked it decodes
  if (path.startsWith(EMPLOYEE_CARD_PREFIX)) {
    const phone = path.slice(EMPLOYEE_CARD_PREFIX.length);
    return phone === "" || phone.includes("/") ? undefined : { page: "employee-card", phone };
  }
  if (path === BLOG_READER) {
    const query = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
    return query.get("id") ? undefined : { page: "blog-reader" };
  }
  return undefined;
}

const ARTICLE_PREFIX = "/kf-blog/";
/** The web build's page for an article that is not published (apps/web, blog-paths.ts). */
export const MISSING_ARTICLE_PAGE = "/kf-blog/_missing/index.html";

const ARTICLE_DATA_SUFFIX = ".data";

/**
 * The article (slug) a site file resolved by resolveSitePath is for: an article's own page,
 * `/kf-blog/<slug>/index.html`, or its data, `/kf-blog/<slug>.data`, which the browser fetches
 * when it navigates to the page; undefined for any other file.
 */
export function blogArticleRequest(filePath: string): { slug: string; data: boolean } | undefined {
  if (!filePath.startsWith(ARTICLE_PREFIX)) return undefined;
  const [name = "", page, ...rest] = filePath.slice(ARTICLE_PREFIX.length).split("/");
  if (page === "index.html" && rest.length === 0) return { slug: name, data: false };
  if (page === undefined && name.endsWith(ARTICLE_DATA_SUFFIX)) {
    return { slug: name.slice(0, -ARTICLE_DATA_SUFFIX.length), data: true };
  }
  return undefined;
}

/** The blog reader with one article selected, keeping the rest of the query (utm_* tags, say). */
export function blogReaderLocation(slug: string, url: string): string {
  const queryStart = url.indexOf("?");
  const query = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  query.delete("id");
  const rest = query.toString();
  return `${BLOG_READER}?id=${encodeURIComponent(slug)}${rest === "" ? "" : `&${rest}`}`;
}

/**
 * Only plain names between single slashes: no segment starting with `.` (not `..`, nor the build's
 * dot folders such as its page renderers), no empty segment except a
 * trailing one (so `//evil.example` never becomes a redirect target), no backslash, no control
 * characters.
 */
function isPlainPath(path: string): boolean {
  if (!path.startsWith("/") || path.includes("\\")) return false;
  if (Array.from(path).some((character) => character.charCodeAt(0) < 0x20)) return false;
  const segments = path.slice(1).split("/");
  return segments.every(
    (segment, index) =>
      !segment.startsWith(".") && (segment !== "" || index === segments.length - 1),
  );
}
