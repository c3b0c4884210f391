import { checklistPages } from "./checklists";
import { mainNav, type NavLinkItem } from "./nav";
import type { PagePath } from "./pages";

// The human-readable sitemap page (/sitemap), in the order and wording the firm uses.
export const sitemapLinks: readonly NavLinkItem[] = [
  { label: "Home", to: "/index" },
  { label: "About Us", to: "/about" },
  { label: "Our Mission and Vision", to: "/mission-vission" },
  { label: "Development", to: "/development" },
  { label: "Other Services", to: "/services" },
  { label: "Agentic AI", to: "/agentic-ai" },
  { label: "IOT", to: "/IOT" },
  { label: "Corporate Communication", to: "/comm-tool" },
  { label: "HR/Payroll Application", to: "/hr-payroll" },
  { label: "Lexema RPA", to: "/lexema-rpa" },
  { label: "Job Portal", to: "/job-portal" },
  { label: "Become a Partner", to: "/become-a-partner" },
  { label: "Company Details", to: "/company-details" },
  { label: "Frequently Asked Questions", to: "/faq" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy-policy" },
];

export const sitemapBackLink: NavLinkItem = { label: "Back to Home", to: "/index" };

/** Prerendered pages left out of sitemap.xml: the employee card is personal, not a page to index. */
export const sitemapXmlUnlisted: readonly PagePath[] = ["/empcard"];

/** The first step of every breadcrumb trail. */
export const homeCrumb: NavLinkItem = { label: "Home", to: "/index" };

/**
 * A part of the site: its group of links on /sitemap, and the page its pages' breadcrumbs pass
 * through. A page belongs to the first section that holds it; a page no section claims is a
 * service, so a new page is always listed somewhere.
 */
export interface SiteSection {
  id: string;
  /** The heading of the section's group on /sitemap. */
  heading: string;
  /** The section's own overview page, the middle step of its pages' breadcrumbs. */
  index?: NavLinkItem;
  holds: (path: string) => boolean;
}

const under = (prefix: string) => (path: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

const navGroupPaths = (id: string) =>
  new Set(
    mainNav.flatMap((entry) =>
      entry.kind === "group" && entry.id === id ? entry.links.map((link) => link.to) : [],
    ),
  );

const productPaths = navGroupPaths("products");
const checklistPaths = new Set<string>(["/checklist", ...Object.keys(checklistPages)]);
const companyPaths = new Set<string>([
  "/about",
  "/mission-vission",
  "/company-details",
  "/become-a-partner",
  "/faq",
  "/terms",
  "/privacy-policy",
  "/sitemap",
]);

export const siteSections: readonly SiteSection[] = [
  {
    id: "industries",
    heading: "Industries",
    index: { label: "Industries", to: "/industries" },
    holds: under("/industries"),
  },
  {
    id: "case-studies",
    heading: "Case studies",
    index: { label: "Case studies", to: "/project-deliver" },
    holds: (path) => path === "/project-deliver" || under("/case-studies")(path),
  },
  {
    id: "checklists",
    heading: "Checklists and templates",
    index: { label: "Checklists", to: "/checklist" },
    holds: (path) => checklistPaths.has(path),
  },
  {
    id: "blog",
    heading: "Blog articles",
    index: { label: "Blog", to: "/kf-blog" },
    holds: under("/kf-blog"),
  },
  {
    id: "careers",
    heading: "Careers",
    index: { label: "Careers", to: "/job-portal" },
    holds: (path) => path === "/apply-job" || under("/job-portal")(path),
  },
  { id: "products", heading: "Products", holds: (path) => productPaths.has(path) },
  { id: "company", heading: "Company", holds: (path) => companyPaths.has(path) },
  { id: "services", heading: "Services", holds: () => true },
];

/** The order of the groups on /sitemap, under the firm's own list. */
export const sitemapGroupOrder: readonly SiteSection["id"][] = [
  "services",
  "products",
  "industries",
  "case-studies",
  "checklists",
  "blog",
  "careers",
  "company",
];
