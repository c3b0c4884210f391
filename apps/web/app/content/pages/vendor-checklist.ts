import type { PageContent } from "./page-content";

export default {
  path: "/vendor-checklist",
  title: "Vendor Onboarding Checklist | Kaizen Fusion",
  description:
    "Free vendor onboarding checklist for fintech and insurtech firms: due diligence, security, data handling and contract essentials.",
  heading: "Vendor Onboarding Checklist",
  intro:
    "Bring new technology vendors on board with confidence, covering due diligence, security reviews, data handling and contract essentials.",
} as const satisfies PageContent;
