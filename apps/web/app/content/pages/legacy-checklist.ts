import type { PageContent } from "./page-content";

export default {
  path: "/legacy-checklist",
  title: "Free Legacy System Audit | Kaizen Fusion",
  description:
    "Free audit checklist for small and mid-sized businesses running legacy systems: risks, costs and a path to modernisation.",
  heading: "Free Legacy System Audit",
  intro:
    "Find out whether your legacy system is an asset or a risk, and which steps would modernise it without disrupting daily work.",
} as const satisfies PageContent;
