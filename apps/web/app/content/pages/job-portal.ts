import type { PageContent } from "./page-content";

export default {
  path: "/job-portal",
  title: "Careers and Open Positions | Kaizen Fusion",
  description:
    "Join Kaizen Fusion in New Delhi: open roles for full stack developers, business development, sales interns and mechatronics interns.",
  heading: "Careers at Kaizen Fusion",
  intro:
    "We are a team that learns something new every week. If you like solving real problems for real businesses, have a look at our open positions.",
} as const satisfies PageContent;
