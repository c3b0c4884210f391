import type { PageContent } from "./page-content";

export default {
  path: "/datavisibility-checklist",
  title: "Multi-Clinic Data Visibility Checklist | Kaizen Fusion",
  description:
    "Free checklist for multi-clinic groups: see appointments, revenue and outcomes across every location in one consistent view.",
  heading: "Data Visibility Checklist for multi-clinic operations",
  intro:
    "Running several clinics means data in several places. This checklist helps you bring appointments, revenue and outcomes into one reliable view.",
} as const satisfies PageContent;
