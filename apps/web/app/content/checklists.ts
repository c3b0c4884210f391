import type { PagePath } from "./pages";

// The checklist index (/checklist): the free downloads grouped by the industry they serve.
// Headings and blurbs come from each page's entry in pages.ts.

export interface ChecklistGroup {
  industry: string;
  paths: readonly PagePath[];
}

export const checklistGroups: readonly ChecklistGroup[] = [
  {
    industry: "Healthcare technology",
    paths: ["/healthcare-checklist", "/datavisibility-checklist", "/emrreview-checklist"],
  },
  { industry: "Logistics and field service", paths: ["/logistics-checklist"] },
  { industry: "E-commerce and D2C brands", paths: ["/ecom-checklist"] },
  { industry: "Legacy systems and small businesses", paths: ["/legacy-checklist"] },
  { industry: "Fintech and insurtech", paths: ["/vendor-checklist"] },
  { industry: "SaaS start-ups", paths: ["/saastech-checklist"] },
  {
    industry: "Mid-sized companies",
    paths: ["/techmistake-checklist", "/systemcost-checklist", "/vendorsupport-checklist"],
  },
  { industry: "Planning tools for every industry", paths: ["/srs-template", "/roi-calculator"] },
];

export const checklistIndexLink = {
  label: "Kaizen Fusion: all free checklists",
  to: "/checklist",
} as const;
