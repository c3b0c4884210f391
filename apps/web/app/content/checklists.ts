import {
  type ChecklistValue,
  checklistMessages,
  type LeadTypeCode,
  roiMessages,
  srsTemplateMessages,
} from "@site/contracts";
import type { PagePath } from "./pages";

// The checklist index (/checklist) and the 13 download pages it links to. Headings and blurbs come
// from each page's file in pages/; the documents themselves live in checklist-documents/.

export interface ChecklistGroup {
  industry: string;
  paths: readonly ChecklistPagePath[];
  /** Shown first and wide on the index: tools that serve every industry. */
  featured?: boolean;
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
  {
    industry: "Planning tools for every industry",
    paths: ["/srs-template", "/roi-calculator"],
    featured: true,
  },
];

export const checklistIndexLink = {
  label: "Kaizen Fusion: all free checklists",
  to: "/checklist",
} as const;

export interface DocumentLink {
  /** The PDF's name in /pdf/, as in checklist-documents/. */
  file: string;
  label: string;
}

export interface ChecklistPage {
  /** SaveLead `leadtype`, `leadfor` and `checklist`: fixed per page. */
  leadtype: LeadTypeCode;
  leadfor: string;
  checklist: ChecklistValue;
  /** What the main download covers: the section headings of its document. */
  covers: readonly string[];
  /** The first is the page's document; the ROI page adds its calculation checklist. */
  downloads: readonly [DocumentLink, ...DocumentLink[]];
  submit: string;
  overlay: string;
  /** What the form collects and why, for the privacy notice under it. */
  dataUse: string;
  /** The ROI calculator asks for two costs and shows a result. */
  form: "checklist" | "roi";
}

const standard = {
  submit: "Download Free Checklist",
  overlay: checklistMessages.overlay,
  dataUse:
    "We use your name, organization, e-mail address and mobile number only to send you this checklist and follow up on your interest.",
  form: "checklist",
} as const;

export const checklistPages = {
  "/healthcare-checklist": {
    ...standard,
    leadtype: "HCT",
    leadfor: "Healthcare technology leaders: clinics and hospitals",
    checklist: "Healthcare Checklist",
    covers: [
      "Patient records and data quality",
      "Security and privacy",
      "Integrations and workflow",
      "Availability and recovery",
    ],
    downloads: [{ file: "healthcare-checklist", label: "Download the Healthcare Checklist (PDF)" }],
  },
  "/datavisibility-checklist": {
    ...standard,
    leadtype: "HCT",
    leadfor: "Healthcare technology leaders: multi-clinic operations",
    checklist: "Data Visibility Checklist",
    covers: [
      "One source of truth",
      "The numbers that matter",
      "Timeliness and trust",
      "Access and action",
    ],
    downloads: [
      { file: "datavisibility-checklist", label: "Download the Data Visibility Checklist (PDF)" },
    ],
  },
  "/vendorsupport-checklist": {
    ...standard,
    submit: "Download Free Audit",
    leadtype: "MSC",
    leadfor: "Mid-sized companies relying on an outside software vendor",
    checklist: "Vendor Support And Stability Audit",
    covers: [
      "Support responsiveness",
      "Release quality",
      "Stability and performance",
      "Continuity and exit",
    ],
    downloads: [
      {
        file: "vendorsupport-checklist",
        label: "Download the Vendor Support and Stability Audit (PDF)",
      },
    ],
  },
  "/emrreview-checklist": {
    ...standard,
    leadtype: "HCT",
    leadfor: "Healthcare technology leaders: EMR-lite app teams",
    checklist: "EMR-lite App Architecture Review Checklist",
    covers: ["Data model", "Security", "Integrations", "Performance and operations"],
    downloads: [
      { file: "emrreview-checklist", label: "Download the EMR-lite Architecture Review (PDF)" },
    ],
  },
  "/systemcost-checklist": {
    ...standard,
    leadtype: "MSC",
    leadfor: "Mid-sized companies reviewing their technology costs",
    checklist: "System Cost Checklist",
    covers: [
      "Licences and subscriptions",
      "Infrastructure",
      "People and workarounds",
      "Vendors and contracts",
    ],
    downloads: [
      { file: "systemcost-checklist", label: "Download the System Cost Review Checklist (PDF)" },
    ],
  },
  "/logistics-checklist": {
    ...standard,
    submit: "Download Free Audit",
    leadtype: "LOS",
    leadfor: "Logistics and field service companies",
    checklist: "Logistics Checklist",
    covers: [
      "Tracking and visibility",
      "Planning and dispatch",
      "Integrations",
      "Mobile app reliability",
    ],
    downloads: [
      { file: "logistics-checklist", label: "Download the Logistics Platform Health Audit (PDF)" },
    ],
  },
  "/ecom-checklist": {
    ...standard,
    leadtype: "DCE",
    leadfor: "E-commerce and D2C brands",
    checklist: "Ecommerce Checklist",
    covers: ["Page speed", "Checkout", "Inventory and orders", "Measurement and resilience"],
    downloads: [
      { file: "ecom-checklist", label: "Download the Ecommerce Tech Performance Checklist (PDF)" },
    ],
  },
  "/legacy-checklist": {
    ...standard,
    submit: "Download Free Audit",
    leadtype: "LSO",
    leadfor: "Small and mid-sized businesses running legacy systems",
    checklist: "Legacy Checklist",
    covers: ["Business fit", "Technical risk", "Connections", "Cost and roadmap"],
    downloads: [{ file: "legacy-checklist", label: "Download the Legacy System Audit (PDF)" }],
  },
  "/vendor-checklist": {
    ...standard,
    leadtype: "MMF",
    leadfor: "Fintech and insurtech teams onboarding technology vendors",
    checklist: "Vendor Onboarding Checklist",
    covers: [
      "Due diligence",
      "Security and compliance",
      "Data handling",
      "Contract and operations",
    ],
    downloads: [
      { file: "vendor-checklist", label: "Download the Vendor Onboarding Checklist (PDF)" },
    ],
  },
  "/saastech-checklist": {
    ...standard,
    submit: "Download Free Audit",
    leadtype: "SAS",
    leadfor: "SaaS start-ups",
    checklist: "SaaS Tech Health Checklist",
    covers: [
      "Architecture",
      "Release process",
      "Monitoring and reliability",
      "Security and customer readiness",
    ],
    downloads: [{ file: "saastech-checklist", label: "Download the SaaS Tech Health Audit (PDF)" }],
  },
  "/techmistake-checklist": {
    ...standard,
    submit: "Download Free Guide",
    leadtype: "MSC",
    leadfor: "Leadership teams of mid-sized companies",
    checklist: "Top 5 Tech Mistakes Checklist",
    covers: [
      "1. Buying software before mapping the process",
      "2. Letting data live in silos",
      "3. Depending on one person or one vendor",
      "4. Treating security as an IT task",
      "5. Measuring projects by launch, not by results",
    ],
    downloads: [
      { file: "techmistake-checklist", label: "Download the Top 5 Tech Mistakes Guide (PDF)" },
    ],
  },
  "/srs-template": {
    leadtype: "OTH",
    leadfor: "Businesses preparing a software requirements specification",
    checklist: "SRS Template",
    covers: [
      "1. Introduction",
      "2. Overall description",
      "3. Functional requirements",
      "4. External interfaces",
      "5. Non-functional requirements",
      "6. Acceptance and delivery",
    ],
    downloads: [{ file: "srs-template", label: "Download the SRS Template (PDF)" }],
    submit: srsTemplateMessages.submit,
    overlay: srsTemplateMessages.overlay,
    dataUse:
      "We use your name, organization, e-mail address and mobile number only to send you this template and follow up on your interest.",
    form: "checklist",
  },
  "/roi-calculator": {
    leadtype: "OTH",
    leadfor: "Businesses estimating the ROI of custom software",
    checklist: "ROI Calculator",
    covers: [
      "Project summary",
      "Current (manual) cost per year",
      "Automated cost per year",
      "Return on investment",
      "Risks and decision",
    ],
    downloads: [
      { file: "roi-report-template", label: "Download the ROI Report Template (PDF)" },
      { file: "roi-calculation-checklist", label: "Download the ROI Calculation Checklist (PDF)" },
    ],
    submit: roiMessages.submit,
    overlay: roiMessages.overlay,
    dataUse:
      "We use your contact details and the costs you enter only to calculate your ROI, send you the templates and follow up on your interest.",
    form: "roi",
  },
} as const satisfies Record<string, ChecklistPage>;

export type ChecklistPagePath = keyof typeof checklistPages & PagePath;

export const pdfHref = (file: string) => `/pdf/${file}.pdf`;

/** Labels and texts of the download form, the thank-you screen and the ROI result. */
export const checklistForm = {
  name: "Download form",
  legend: "Your details",
  coversHeading: "What's inside",
  formHeading: "Get your free copy",
  labels: {
    name: "Full name",
    companyname: "Organization",
    email: "Email",
    mobileno: "Mobile number",
    manual_cost: "Manual process cost (USD per year)",
    automated_cost: "Automated process cost (USD per year)",
  },
  mobileHint:
    "8 to 15 digits, not starting with 0, with an optional + before the country code; spaces and dashes are fine",
  costHint: "Use the same period for both costs. Cents allowed.",
  newTab: "(opens in a new tab)",
  backLink: { label: "Back to all free checklists", to: "/checklist" },
  roiResult: {
    heading: "Your ROI estimate",
    manualCost: "Manual cost",
    automatedCost: "Automated cost",
    savings: "Savings",
    roi: "ROI",
    /** Shown instead of a percentage when the automated cost is 0. */
    roiUnbounded: "Not measurable with an automated cost of $0.00",
  },
} as const;
