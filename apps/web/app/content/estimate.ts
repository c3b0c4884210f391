// Copy of the estimate builder (/estimate-builder). The page's heading and introduction live in
// pages.ts; the messages of its states come from @site/contracts.

import type { ESTIMATE_COUNT_FIELDS, EstimateCountField, Platform } from "@site/contracts";

type CountGroupId = keyof typeof ESTIMATE_COUNT_FIELDS;

export interface CountGroup {
  id: CountGroupId;
  heading: string;
  /** The platform choices that show this group; no choice shows none. */
  platforms: readonly Platform[];
  /** Each count with a hint under its input: what one of these is, in the visitor's terms. */
  fields: readonly { name: EstimateCountField; label: string; hint: string }[];
}

export const estimateForm = {
  name: "Estimate request",
  legend: "About you and your project",
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
  runningTotal: {
    label: "Running total",
    /** Shown in the total's place until a platform is chosen. */
    choosePlatform: "Choose a platform to see the cost add up as you count.",
    note: "Indicative, at our standard rates, with testing and project management included.",
  },
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
      {
        name: "wauth",
        label: "Authorization screens (sign-in, access)",
        hint: "Each screen for signing in, signing up, resetting a password or managing who sees what counts as one.",
      },
      {
        name: "wmaster",
        label: "Master entry forms",
        hint: "A form that adds or edits one kind of record, such as customers, products or branches.",
      },
      {
        name: "wtrans",
        label: "Complex transaction forms",
        hint: "A form with several steps, line items or calculations, such as an invoice or a purchase order.",
      },
      {
        name: "wreport",
        label: "Reports",
        hint: "Each list or printable report with its own filters, such as monthly sales by branch.",
      },
    ],
  },
  {
    id: "mobile",
    heading: "Mobile screens",
    platforms: ["mobile", "both"],
    fields: [
      {
        name: "mauth",
        label: "Authorization screens (sign-in, access)",
        hint: "Each screen for signing in, OTP, signing up or permissions on the phone counts as one.",
      },
      {
        name: "mmaster",
        label: "Simple entry screens",
        hint: "A screen that records one kind of thing, such as a site visit, an expense or a stock count.",
      },
      {
        name: "mapproval",
        label: "Approval flows",
        hint: "Each kind of request someone approves or rejects on the phone, such as leave or purchases.",
      },
      {
        name: "moffline",
        label: "Offline sync modules",
        hint: "Each part of the app that must work without a network and sync later, such as field orders.",
      },
      {
        name: "mreport",
        label: "Reports",
        hint: "Each report or summary screen read on the phone, such as today's collections.",
      },
    ],
  },
  {
    id: "addOns",
    heading: "Add-ons",
    platforms: ["web", "mobile", "both"],
    fields: [
      {
        name: "admin",
        label: "Admin screens",
        hint: "Screens only your staff use to manage users, settings or master lists.",
      },
      {
        name: "rbac",
        label: "Role levels",
        hint: "Each kind of user who sees different screens: admin, manager and staff make 3.",
      },
      {
        name: "anal",
        label: "Dashboards",
        hint: "Each screen of charts and key figures, such as a sales or operations dashboard.",
      },
      {
        name: "pnot",
        label: "Push notification types",
        hint: "Each kind of alert sent to phones, such as 'order shipped' or 'approval waiting'.",
      },
      {
        name: "api",
        label: "Third-party API integrations",
        hint: "Each outside system to connect: a payment gateway, SMS or WhatsApp, Tally, a CRM.",
      },
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
