import type { PageContent } from "./page-content";

export default {
  path: "/estimate-builder",
  title: "Custom Development Cost Calculator | Kaizen Fusion",
  description:
    "Estimate the cost of your custom web or mobile application in minutes: count the screens and features you need and get a price in rupees.",
  heading: "Custom Development Calculator",
  intro:
    "Tell us what your application needs, from sign-in screens to reports and push notifications, and get an instant cost estimate with its breakdown.",
} as const satisfies PageContent;
