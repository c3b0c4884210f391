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

export const mainNav: readonly NavEntry[] = [
  {
    kind: "group",
    id: "about",
    label: "About",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Mission & Vision", to: "/mission-vission" },
      { label: "Free Check List for Industry Leaders", to: "/checklist" },
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
      { label: "Custom Development Calculator", to: "/estimate-builder" },
      { label: "Other Services", to: "/services" },
      { label: "Agentic AI", to: "/agentic-ai" },
      { label: "AI for Medical Clinics", to: "/healsupportai" },
      { label: "AI for Manufacturing", to: "/prodsupportai" },
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
    ],
  },
  { kind: "link", label: "Case Studies", to: "/project-deliver" },
  { kind: "link", label: "Careers", to: "/job-portal" },
  { kind: "link", label: "Blog", to: "/kf-blog" },
];

/** The call to action at the end of the bar: the contact section of the home page. */
export const letsTalkLink: NavLinkItem = { label: "Let's Talk", to: "/index#lets" };

export const homeLink: NavLinkItem = { label: "Kaizen Fusion home", to: "/index" };

export const menuButtonLabel = "Menu";

export const footerLinks: readonly NavLinkItem[] = [
  { label: "Become a Partner", to: "/become-a-partner" },
  { label: "About Company", to: "/company-details" },
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
