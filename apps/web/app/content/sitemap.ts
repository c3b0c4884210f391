import type { NavLinkItem } from "./nav";
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
