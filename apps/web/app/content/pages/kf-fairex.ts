import type { PageContent } from "./page-content";

export default {
  path: "/kf-fairex",
  title: "KF FairEx Exhibition Platform | Kaizen Fusion",
  description:
    "KF FairEx digitises trade shows: exhibitor enrolment, visitor registration and an Android app that guides visitors around the venue.",
  heading: "KF FairEx: Exhibition Platform",
  intro:
    "KF FairEx brings exhibitors, organisers and visitors onto one platform, from online stall enrolment to a visitor app that makes every hall easy to explore.",
} as const satisfies PageContent;
