import type { PageContent } from "./page-content";

export default {
  path: "/kf-blog",
  title: "Blog: Software, AI and IoT Insights | Kaizen Fusion",
  description:
    "Articles from Kaizen Fusion engineers and consultants on software development, AI agents, IoT and running technology in a growing business.",
  heading: "Kaizen Fusion Blog",
  intro:
    "Lessons from our projects, written by the people who delivered them: software, AI, IoT and the decisions behind them.",
} as const satisfies PageContent;
