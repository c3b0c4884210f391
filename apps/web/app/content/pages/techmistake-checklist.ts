import type { PageContent } from "./page-content";

export default {
  path: "/techmistake-checklist",
  title: "Top 5 Tech Mistakes Mid-Sized Companies Make | Kaizen Fusion",
  description:
    "Free guide to the five technology mistakes we see most often in mid-sized companies, and how to avoid each one.",
  heading: "Top 5 Tech Mistakes Mid-Sized Companies Make",
  intro:
    "We have seen the same five mistakes cost mid-sized companies time and money. Learn to recognise them early and how to avoid them.",
} as const satisfies PageContent;
