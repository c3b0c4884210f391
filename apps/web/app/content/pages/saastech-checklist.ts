import type { PageContent } from "./page-content";

export default {
  path: "/saastech-checklist",
  title: "SaaS Tech Health Audit | Kaizen Fusion",
  description:
    "Free tech health audit for SaaS start-ups: architecture, release process, monitoring and the technical debt that slows growth.",
  heading: "SaaS Tech Health Audit",
  intro:
    "Growing fast strains a SaaS stack. Audit your architecture, releases and monitoring before technical debt starts slowing your roadmap.",
} as const satisfies PageContent;
