import type { PageContent } from "./page-content";

export default {
  path: "/prodsupportai",
  title: "AI for Manufacturing | Kaizen Fusion",
  description:
    "AI for factories: predict downtime, catch defects early and plan resources better. Book a free workflow audit with Kaizen Fusion.",
  heading: "AI for Manufacturing",
  intro:
    "Unplanned stoppages and late defects eat into every margin. Our manufacturing AI reads your machine and quality data to warn you early and keep lines running.",
} as const satisfies PageContent;
