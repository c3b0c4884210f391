import type { PageContent } from "./page-content";

export default {
  path: "/logistics-checklist",
  title: "Logistics Platform Health Audit | Kaizen Fusion",
  description:
    "Free health audit for logistics and field service platforms: tracking accuracy, dispatch, integrations and mobile reliability.",
  heading: "Logistics Platform Health Audit",
  intro:
    "Audit the platform that moves your goods and field teams: tracking accuracy, dispatch rules, partner integrations and app reliability.",
} as const satisfies PageContent;
