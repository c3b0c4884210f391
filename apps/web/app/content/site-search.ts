// The site search: what each page is called in the results, which pages stay out of the index,
// the buyer's words the search also reads in full, and the words of the search box.

/** The groups results are shown in, in this order. */
export const searchKinds = [
  "Page",
  "Service",
  "Product",
  "Industry",
  "Case study",
  "Article",
  "Checklist",
] as const;

export type SearchKind = (typeof searchKinds)[number];

/** Pages of one kind named one by one; every other page falls to the prefixes below, then "Page". */
export const kindByPath: Readonly<Record<string, SearchKind>> = {
  "/development": "Service",
  "/database-services": "Service",
  "/oraclexstore": "Service",
  "/estimate-builder": "Service",
  "/services": "Service",
  "/agentic-ai": "Service",
  "/healsupportai": "Service",
  "/prodsupportai": "Service",
  "/IOT": "Service",
  "/comm-tool": "Service",
  "/voice-agent": "Service",
  "/kf-fairex": "Product",
  "/connectb2b": "Product",
  "/hr-payroll": "Product",
  "/lexema-rpa": "Product",
  "/qualetics-ai": "Product",
  "/project-deliver": "Case study",
  "/checklist": "Checklist",
  "/srs-template": "Checklist",
  "/roi-calculator": "Checklist",
};

/** Families of pages known by where they live. */
export const kindByPrefix: readonly { prefix: string; kind: SearchKind }[] = [
  { prefix: "/kf-blog/", kind: "Article" },
  { prefix: "/case-studies/", kind: "Case study" },
  { prefix: "/industries/", kind: "Industry" },
];

/** Pages a visitor never looks for: lists of links, the search itself, pages of one person. */
export const unsearchedPaths: readonly string[] = ["/sitemap", "/search", "/kf-blog/_missing"];
export const unsearchedPrefixes: readonly string[] = ["/empcard", "/admin"];

/**
 * A buyer's shorthand and the words the site spells out, read both ways: a search for either
 * also finds pages that use the other.
 */
export const searchSynonyms: readonly (readonly string[])[] = [
  ["GenAI", "generative AI", "agentic AI", "LLM", "language model"],
  ["ERP", "enterprise resource planning"],
  ["AI", "artificial intelligence"],
  ["RPA", "robotic process automation"],
  ["POS", "point of sale"],
  ["BI", "business intelligence"],
  ["HRMS", "HR & payroll", "payroll"],
  ["CRM", "customer relationship management"],
  ["IoT", "internet of things"],
  ["ML", "machine learning"],
  ["EMR", "electronic medical records"],
  ["SaaS", "software as a service"],
  ["MES", "manufacturing execution system"],
  ["OCR", "optical character recognition"],
  ["KPI", "key performance indicator"],
  ["chatbot", "voice agent", "AI assistant"],
  ["audit", "health check"],
];

export const searchCopy = {
  /** The header's button; its visible word and its accessible name. */
  openLabel: "Search",
  openName: "Search the site",
  dialogTitle: "Search the site",
  closeLabel: "Close search",
  inputLabel: "What are you looking for?",
  placeholder: "e.g. ERP, GenAI, payroll",
  submitLabel: "Search",
  keyHint: "Press / to search from any page.",
  loading: "Searching…",
  /** Said to a screen reader and shown above the results. */
  resultCount: (count: number, query: string) =>
    count === 1 ? `1 result for “${query}”.` : `${count} results for “${query}”.`,
  noResults: (query: string) => `Nothing on the site matches “${query}”.`,
  noResultsInvite: "Tell us what you are looking for",
  noResultsInviteText: "and an engineer will reply with what we have done that comes closest.",
  contactLink: "/index#lets",
  failed: "Search could not load. Check your connection and try again.",
  alsoSearched: (words: string) => `Also searched for ${words}.`,
  /** The /search page without JavaScript, and the 404 page's box. */
  pageTitle: "Search | Kaizen Fusion",
  pageDescription:
    "Search Kaizen Fusion's services, products, industries, case studies, articles and checklists.",
  pageHeading: "Search the site",
  pageIntro:
    "Find a service, a product, a case study, an article or a checklist by the words you use.",
  noScript:
    "Search needs JavaScript. Every page is also listed on the sitemap, grouped by section.",
  sitemapLink: { label: "Open the sitemap", to: "/sitemap" },
  notFoundHeading: "Search instead",
} as const;
