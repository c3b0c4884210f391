import { jobPostingPath, jobPostings } from "../content/job-portal";
import type { NavLinkItem } from "../content/nav";
import { pages } from "../content/pages";
import {
  homeCrumb,
  type SiteSection,
  sitemapGroupOrder,
  sitemapLinks,
  sitemapXmlUnlisted,
  siteSections,
} from "../content/sitemap";
import { blogArticleSummaries } from "../features/blog/blog-articles.server";
import { blogArticlePath } from "../features/blog/blog-paths";

// Build time only. Every page the build prerenders for the public, with the name a visitor knows
// it by: the pages of the route table (content/pages.ts), each blog article and each open
// position. sitemap.xml, the /sitemap page and every page's breadcrumb trail are drawn from it, so
// a page added to the route table joins all three.

export interface SitePage {
  path: string;
  name: string;
}

const unlisted = new Set<string>(sitemapXmlUnlisted);

/** Every public page, the ones kept out of search engines' sight (the employee card) aside. */
export const sitePages: readonly SitePage[] = [
  ...Object.values(pages).map(({ path, heading }) => ({ path, name: heading })),
  ...blogArticleSummaries.map(({ id, title }) => ({ path: blogArticlePath(id), name: title })),
  ...jobPostings.map((posting) => ({ path: jobPostingPath(posting), name: posting.title })),
].filter((page) => !unlisted.has(page.path));

const pageByPath = new Map(sitePages.map((page) => [page.path, page]));

/** The section a page belongs to: the first that holds it. */
export function sectionOf(path: string): SiteSection | undefined {
  return siteSections.find((section) => section.holds(path));
}

/**
 * The trail from the home page to a page: Home › the section's overview (when the section has
 * one the build renders) › the page. None for the home page itself or a page the site does not
 * list.
 */
export function breadcrumbTrail(path: string): NavLinkItem[] | undefined {
  const page = pageByPath.get(path);
  if (!page || path === homeCrumb.to) return undefined;
  const index = sectionOf(path)?.index;
  if (index?.to === path) return [homeCrumb, index];
  const middle = index && pageByPath.has(index.to) ? [index] : [];
  return [homeCrumb, ...middle, { label: page.name, to: path }];
}

export interface SitemapGroup {
  heading: string;
  links: NavLinkItem[];
}

/**
 * The groups of /sitemap under the firm's own list: every listed page the firm's list leaves
 * out, by section, each section's overview first. A page does not link to itself.
 */
export function sitemapGroups(): SitemapGroup[] {
  const shown = new Set([...sitemapLinks.map((link) => link.to), pages["/sitemap"].path]);
  const rest = sitePages.filter((page) => !shown.has(page.path));
  return sitemapGroupOrder.flatMap((id) => {
    const section = siteSections.find((candidate) => candidate.id === id);
    if (!section) return [];
    const members = rest.filter((page) => sectionOf(page.path) === section);
    members.sort(
      (a, b) => Number(b.path === section.index?.to) - Number(a.path === section.index?.to),
    );
    const links = members.map((page) => ({ label: page.name, to: page.path }));
    return links.length > 0 ? [{ heading: section.heading, links }] : [];
  });
}
