import type { PageContent } from "./page-content";

export default {
  path: "/systemcost-checklist",
  title: "System Cost Review Checklist | Kaizen Fusion",
  description:
    "Free checklist to find hidden software costs: idle licences, oversized infrastructure, manual workarounds and support overheads.",
  heading: "System Cost Review",
  intro:
    "Licences nobody uses and servers sized for a peak that never comes add up. This review shows where your technology budget really goes.",
} as const satisfies PageContent;
