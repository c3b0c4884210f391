import type { PageContent } from "./page-content";

export default {
  path: "/ecom-checklist",
  title: "Ecommerce Tech Performance Checklist | Kaizen Fusion",
  description:
    "Free checklist for e-commerce and D2C brands: page speed, checkout, inventory sync and the integrations that drive conversions.",
  heading: "Ecommerce Tech Performance",
  intro:
    "Every second of delay costs orders. Check your store's speed, checkout flow and inventory integrations against what top D2C brands do.",
} as const satisfies PageContent;
