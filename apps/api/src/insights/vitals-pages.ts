import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { relative, sep } from "node:path";

/**
 * The page families the console groups real visitors' speed by: pages built the same way load
 * alike, so a family gathers enough samples to read while a single page rarely does. Pages not
 * named fall under "Other pages".
 */
export const PAGE_FAMILIES = [
  "Home",
  "Services",
  "Products",
  "Industries",
  "Case studies",
  "Checklists",
  "Blog",
  "Careers",
  "Employee card",
  "Other pages",
] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

const FAMILY_BY_PAGE: Readonly<Record<string, PageFamily>> = {
  "/index": "Home",
  "/services": "Services",
  "/development": "Services",
  "/database-services": "Services",
  "/oraclexstore": "Services",
  "/estimate-builder": "Services",
  "/agentic-ai": "Services",
  "/healsupportai": "Services",
  "/prodsupportai": "Services",
  "/IOT": "Services",
  "/comm-tool": "Services",
  "/voice-agent": "Services",
  "/kf-fairex": "Products",
  "/connectb2b": "Products",
  "/hr-payroll": "Products",
  "/lexema-rpa": "Products",
  "/qualetics-ai": "Products",
  "/project-deliver": "Case studies",
  "/checklist": "Checklists",
  "/srs-template": "Checklists",
  "/roi-calculator": "Checklists",
  "/kf-blog": "Blog",
  "/job-portal": "Careers",
  "/apply-job": "Careers",
  "/empcard": "Employee card",
};

const FAMILY_BY_PREFIX: readonly [prefix: string, family: PageFamily][] = [
  ["/kf-blog/", "Blog"],
  ["/industries/", "Industries"],
  ["/case-studies/", "Case studies"],
  ["/job-portal/", "Careers"],
];

/** The family of a page path as `vitalsPageOf` answers it. */
export function pageFamilyOf(page: string): PageFamily {
  const named = FAMILY_BY_PAGE[page];
  if (named !== undefined) return named;
  if (page.endsWith("-checklist")) return "Checklists";
  return FAMILY_BY_PREFIX.find(([prefix]) => page.startsWith(prefix))?.[1] ?? "Other pages";
}

// A person's page is measured under the page, never under their own address.
const PERSON_PAGES: readonly [prefix: string, page: string][] = [["/empcard/", "/empcard"]];

/** The pages the site was built with, as the paths a browser shows, read once from the web root. */
export async function builtPages(webRoot: string): Promise<ReadonlySet<string>> {
  const pages = new Set<string>();
  if (!existsSync(webRoot)) return pages;
  for (const entry of await readdir(webRoot, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const folder = relative(webRoot, entry.parentPath).split(sep).join("/");
    // Build-only folders (dot folders, the missing-article stand-in) are no one's page.
    if (
      folder === "" ||
      folder.split("/").some((part) => part.startsWith(".") || part.startsWith("_"))
    )
      continue;
    pages.add(`/${folder}`);
  }
  return pages;
}

/**
 * The page a beacon's path stands for: a page of the build, with the home page's two addresses
 * as one (/index) and a person's page as its own; undefined for any other path (a 404, a typo).
 */
export function vitalsPageOf(path: string, pages: ReadonlySet<string>): string | undefined {
  if (path === "/") return pages.has("/index") ? "/index" : undefined;
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  for (const [prefix, page] of PERSON_PAGES) {
    if (trimmed.startsWith(prefix)) return pages.has(page) ? page : undefined;
  }
  return pages.has(trimmed) ? trimmed : undefined;
}
