// Copy of the estimate builder (/estimate-builder). The page's heading and introduction live in
// pages.ts; the messages of its states come from @site/contracts.

import type { ESTIMATE_COUNT_FIELDS, EstimateCountField, Platform } from "@site/contracts";

type CountGroupId = keyof typeof ESTIMATE_COUNT_FIELDS;

export interface CountGroup {
  id: CountGroupId;
  heading: string;
  /** The platform choices that show this group; no choice shows none. */
  platforms: readonly Platform[];
  fields: readonly { name: EstimateCountField; label: string }[];
}

export const estimateForm = {
  name: "Estimate request",
  labels: {
    name: "Your name",
    company: "Company",
    email: "Email",
    mobile: "Mobile number",
    project: "About your project",
    platform: "Platform",
  },
  projectHint: "What should the application do, and for whom?",
  platformPlaceholder: "Choose web, mobile or both",
  platformOptions: [
    { value: "web", label: "Web application" },
    { value: "mobile", label: "Mobile app" },
    { value: "both", label: "Both web and mobile" },
  ] satisfies readonly { value: Platform; label: string }[],
  countsIntro: "How many of each will your application need? Leave 0 for anything you do not need.",
  submit: "Calculate Estimate",
  dataUse:
    "We use your contact details and project answers only to prepare your estimate and discuss it with you.",
} as const;

export const countGroups: readonly CountGroup[] = [
  {
    id: "web",
    heading: "Web forms",
    platforms: ["web", "both"],
    fields: [
      { name: "wauth", label: "Authorization screens (sign-in, access)" },
      { name: "wmaster", label: "Master entry forms" },
      { name: "wtrans", label: "Complex transaction forms" },
      { name: "wreport", label: "Reports" },
    ],
  },
  {
    id: "mobile",
    heading: "Mobile screens",
    platforms: ["mobile", "both"],
    fields: [
      { name: "mauth", label: "Authorization screens (sign-in, access)" },
      { name: "mmaster", label: "Simple entry screens" },
      { name: "mapproval", label: "Approval flows" },
      { name: "moffline", label: "Offline sync modules" },
      { name: "mreport", label: "Reports" },
    ],
  },
  {
    id: "addOns",
    heading: "Add-ons",
    platforms: ["web", "mobile", "both"],
    fields: [
      { name: "admin", label: "Admin screens" },
      { name: "rbac", label: "Role levels" },
      { name: "anal", label: "Dashboards" },
      { name: "pnot", label: "Push notification types" },
      { name: "api", label: "Third-party API integrations" },
    ],
  },
];

export const estimateResult = {
  heading: "Your estimate",
  /** The cost arrives formatted in rupees, e.g. ₹1,25,000. */
  costIntro: "Estimated cost of your application:",
  note: "An indicative price from our standard rates. A consultant will contact you to refine it with you.",
  breakdownCaption: "How the estimate adds up",
  columns: { item: "Item", hours: "Hours", amount: "Amount" },
  homeLink: { label: "Back to Home", to: "/index" },
} as const;
