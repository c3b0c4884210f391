import type { PageContent } from "./page-content";

export default {
  path: "/industries",
  title: "Industries We Serve | Kaizen Fusion",
  description:
    "Manufacturing, healthcare, retail, logistics, textile, BFSI and agriculture: the problems we solve in each industry, with case studies in figures.",
  heading: "Industries we serve",
  intro:
    "Each industry describes its problems in its own words. Pick yours to see what we hear from firms like you, what answers it, the projects we delivered and a checklist and ROI estimate to start with.",
} as const satisfies PageContent;
