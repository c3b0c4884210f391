import type { PageContent } from "./page-content";

export default {
  path: "/mission-vission",
  title: "Mission & Vision | Kaizen Fusion",
  description:
    "Our mission, our vision and the eight commitments that guide every Kaizen Fusion project, from agile delivery to responsible AI.",
  heading: "Mission & Vision",
  intro:
    "We exist to make dependable technology within reach of every growing business. These are the promises we hold ourselves to on every engagement.",
} as const satisfies PageContent;
