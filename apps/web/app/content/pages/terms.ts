import type { PageContent } from "./page-content";

export default {
  path: "/terms",
  title: "Terms of Service | Kaizen Fusion",
  description:
    "The terms that govern the use of Kaizen Fusion websites, applications and subscription services.",
  heading: "Terms of Service",
  intro:
    "These terms explain what you can expect from us and what we ask of you when you use our websites, applications and subscription services.",
} as const satisfies PageContent;
