import type { PageContent } from "./page-content";

export default {
  path: "/privacy-policy",
  title: "Privacy Policy | Kaizen Fusion",
  description:
    "How Kaizen Fusion collects, uses and protects the personal information you share through our website and services.",
  heading: "Privacy Policy",
  intro:
    "We collect only what we need to answer your enquiries and deliver our services, and we protect it carefully. This policy explains how.",
} as const satisfies PageContent;
