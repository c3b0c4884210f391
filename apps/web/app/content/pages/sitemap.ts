import type { PageContent } from "./page-content";

export default {
  path: "/sitemap",
  title: "Sitemap: Every Page of Our Site | Kaizen Fusion",
  description:
    "Every page of the Kaizen Fusion website in one list: services, products, careers, company information and policies.",
  heading: "Sitemap",
  intro: "Find any page on our website from this list.",
} as const satisfies PageContent;
