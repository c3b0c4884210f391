// The header navigation and the footer links: every label and path in one place.

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  /** Stable id, used to build the dropdown's element id. */
  id: string;
  label: string;
  links: readonly NavLinkItem[];
}

export type NavEntry = ({ kind: "group" } & NavGroup) | ({ kind: "link" } & NavLinkItem);

// No group holds more than seven links, and the bar holds seven entries, so the menu fits a laptop
// screen on one line.
export const mainNav: readonly NavEntry[] = [
  {
    kind: "group",
    id: "about",
    label: "About",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Mission & Vision", to: "/mission-vission" },
    ],
  },
  {
    kind: "group",
    id: "services",
    label: "Our Services",
    links: [
      { label: "Custom Development", to: "/development" },
      { label: "Database & System Audit", to: "/database-services" },
      { label: "Retail POS Support", to: "/oraclexstore" },
      { label: "Other Services", to: "/services" },
      { label: "Agentic AI", to: "/agentic-ai" },
      { label: "IoT Solutions", to: "/IOT" },
      { label: "Corporate Communication Tool", to: "/comm-tool" },
    ],
  },
  {
    kind: "group",
    id: "products",
    label: "Products",
    links: [
      { label: "KF FairEx", to: "/kf-fairex" },
      { label: "ConnectB2B", to: "/connectb2b" },
      { label: "HR & Payroll", to: "/hr-payroll" },
      { label: "Lexema RPA", to: "/lexema-rpa" },
      { label: "Qualetics AI", to: "/qualetics-ai" },
      { label: "AI for Medical Clinics", to: "/healsupportai" },
      { label: "AI for Manufacturing", to: "/prodsupportai" },
    ],
  },
  {
    kind: "group",
    id: "industries",
    label: "Industries",
    links: [
      { label: "All Industries", to: "/industries" },
      { label: "Manufacturing", to: "/industries/manufacturing" },
      { label: "Healthcare", to: "/industries/healthcare" },
      { label: "Retail", to: "/industries/retail" },
      { label: "Logistics", to: "/industries/logistics" },
      { label: "Textile", to: "/industries/textile" },
      { label: "Banking & Finance (BFSI)", to: "/industries/bfsi" },
    ],
  },
  {
    kind: "group",
    id: "resources",
    label: "Resources",
    // Tools a buyer uses before talking to us, and the work that shows what we deliver.
    links: [
      { label: "Case Studies", to: "/project-deliver" },
      { label: "Free Check List for Industry Leaders", to: "/checklist" },
      { label: "Custom Development Calculator", to: "/estimate-builder" },
      { label: "ROI Calculator", to: "/roi-calculator" },
    ],
  },
  { kind: "link", label: "Careers", to: "/job-portal" },
  { kind: "link", label: "Blog", to: "/kf-blog" },
];

/** The name the header gives a page, for links to it from elsewhere; its path when it has none. */
export function pageLabel(to: string): string {
  for (const entry of mainNav) {
    const links = entry.kind === "group" ? entry.links : [entry];
    const link = links.find((candidate) => candidate.to === to);
    if (link) return link.label;
  }
  return to;
}

/** The call to action at the end of the bar: the contact section of the home page. */
export const letsTalkLink: NavLinkItem = { label: "Let's Talk", to: "/index#lets" };

/** The bar's second call to action, beside Let's Talk: booking the first call. */
export const bookCallLink: NavLinkItem = { label: "Book a call", to: "/book" };

export const homeLink: NavLinkItem = { label: "Kaizen Fusion home", to: "/index" };

/** The first step of a breadcrumb trail. */
export const breadcrumbHome: NavLinkItem = { label: "Home", to: "/index" };

export const menuButtonLabel = "Menu";

export const footerLinks: readonly NavLinkItem[] = [
  { label: "Become a Partner", to: "/become-a-partner" },
  { label: "About Company", to: "/company-details" },
  { label: "Book a Call", to: "/book" },
  { label: "Projects Delivered", to: "/project-deliver" },
  { label: "Sitemap", to: "/sitemap" },
  { label: "FAQ", to: "/faq" },
  { label: "Terms of Service", to: "/terms" },
  { label: "Privacy Policy", to: "/privacy-policy" },
];

/** 'Feedbacks' opens the home page and then scrolls to its testimonials. */
export const feedbackLink = {
  label: "Feedbacks",
  to: "/index",
  sectionId: "testimonials",
  delayMs: 500,
} as const;

/** Accessible names of the navigation landmarks and hints for assistive technology. */
export const navLabels = {
  main: "Main",
  footer: "Footer",
  social: "Kaizen Fusion on social media",
  newTab: "(opens in a new tab)",
} as const;
