import { checklistPages } from "../../content/checklists";
import { jobPostingPath, jobPostings, jobPostingTitle } from "../../content/job-portal";
import { mainNav } from "../../content/nav";
import { notFoundPage } from "../../content/not-found";
import { pages } from "../../content/pages";
import { blogArticleSummaries } from "../../features/blog/blog-articles.server";
import { blogArticlePath } from "../../features/blog/blog-paths";
import { NOT_FOUND_PATH, ogImageTitle } from "./og-image-path";

/** What one page's image shows: its title, under the section of the site it belongs to. */
export interface OgImagePage {
  path: string;
  title: string;
  kicker?: string;
}

const BLOG_KICKER = "Blog";
const CHECKLIST_KICKER = "Free checklist";

/** The header menu's name for a page (About, Our Services, Products, Careers…), if it has one. */
function navSection(path: string): string | undefined {
  for (const entry of mainNav) {
    if (entry.kind === "link" && entry.to === path) return entry.label;
    if (entry.kind === "group" && entry.links.some((link) => link.to === path)) return entry.label;
  }
  return undefined;
}

/**
 * Every page the build prerenders with link-preview tags: the route table, the articles, the open
 * positions, 404.
 */
export function ogImagePages(): OgImagePage[] {
  const sitePages = Object.values(pages).map(({ path, title }) => ({
    path,
    title: ogImageTitle(title),
    kicker: path in checklistPages ? CHECKLIST_KICKER : navSection(path),
  }));
  const articles = blogArticleSummaries.map(({ id, title }) => ({
    path: blogArticlePath(id),
    title,
    kicker: BLOG_KICKER,
  }));
  const jobs = jobPostings.map((posting) => ({
    path: jobPostingPath(posting),
    title: ogImageTitle(jobPostingTitle(posting)),
    kicker: navSection("/job-portal"),
  }));
  const notFound = {
    path: NOT_FOUND_PATH,
    title: notFoundPage.heading,
    kicker: `Error ${notFoundPage.code}`,
  };
  return [...sitePages, ...articles, ...jobs, notFound];
}
