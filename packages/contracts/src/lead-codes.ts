// Codes and option lists the forms send and the API accepts. Values are stored as sent, so renaming
// one is a data migration, not a copy edit.

/** Lead type codes of the checklist, SRS, ROI and early-access leads (SaveLead `leadtype`). */
export const LEAD_TYPES = {
  HCT: "Healthcare tech",
  LOS: "Logistics and field service",
  DCE: "E-commerce D2C",
  LSO: "Legacy SMB",
  MMF: "Fintech and insurtech",
  SAS: "SaaS startups",
  MSC: "Mid-sized company",
  OTH: "Other (SRS template, ROI calculator, early-access and voice-demo call-back requests)",
} as const;
export type LeadTypeCode = keyof typeof LEAD_TYPES;
export const LEAD_TYPE_CODES = Object.keys(LEAD_TYPES) as [LeadTypeCode, ...LeadTypeCode[]];

/** The offered item of a lead (SaveLead `checklist`). */
export const CHECKLIST_VALUES = [
  // The healthcare checklist page had no value of its own; this one names it.
  "Healthcare Checklist",
  "Data Visibility Checklist",
  "Vendor Support And Stability Audit",
  "EMR-lite App Architecture Review Checklist",
  "System Cost Checklist",
  "Logistics Checklist",
  "Ecommerce Checklist",
  "Legacy Checklist",
  "Vendor Onboarding Checklist",
  "SaaS Tech Health Checklist",
  "Top 5 Tech Mistakes Checklist",
  "SRS Template",
  "ROI Calculator",
  "Agentic AI Early Access Request",
  "Communication Tools Early Access Request",
  // Sent by the voice-agent demo (apps/web/app/features/voice-agent/widget) when a caller asks for a
  // call-back.
  "Voice Agent Demo Call-back",
] as const;
export type ChecklistValue = (typeof CHECKLIST_VALUES)[number];

/** SupportSave `supportfor`: /healsupportai sends the first, /prodsupportai the second. */
export const SUPPORT_TYPES = {
  medical: "AI for Medical Clinic",
  manufacturing: "AI for Manufacturing",
} as const;
export const SUPPORT_TYPE_VALUES = [SUPPORT_TYPES.medical, SUPPORT_TYPES.manufacturing] as const;
export type SupportType = (typeof SUPPORT_TYPE_VALUES)[number];

/** SaveProdLead `leadtype`: the fixed text each product page of this site sends. */
export const PRODUCT_LEAD_TYPES = {
  hrPayroll: "HR & Payroll Demo Request",
  lexemaRpa: "Lexema RPA Demo Request",
  qualeticsAi: "Qualetics AI Demo Request",
} as const;
export const PRODUCT_LEAD_TYPE_VALUES = [
  PRODUCT_LEAD_TYPES.hrPayroll,
  PRODUCT_LEAD_TYPES.lexemaRpa,
  PRODUCT_LEAD_TYPES.qualeticsAi,
] as const;
export type ProductLeadType = (typeof PRODUCT_LEAD_TYPE_VALUES)[number];

/** The products a demo request can be for, as stored with the lead (`offer`). */
export const PRODUCT_NAMES = {
  hrPayroll: "HR & Payroll",
  lexemaRpa: "Lexema RPA",
  qualeticsAi: "Qualetics AI",
} as const;
export type ProductName = (typeof PRODUCT_NAMES)[keyof typeof PRODUCT_NAMES];

// The firm's existing pages send lead types of their own ("Lexema RPA"); SaveProdLead stores any
// reasonable text as sent and names the product of the ones it knows. Keys are lower case with
// single spaces, as leadTypeKey makes them.
const KNOWN_PRODUCT_LEAD_TYPES = new Map<string, ProductName>(
  (Object.keys(PRODUCT_NAMES) as (keyof typeof PRODUCT_NAMES)[]).flatMap((product) => {
    const name = PRODUCT_NAMES[product];
    const texts = [PRODUCT_LEAD_TYPES[product], name, `${name} Demo`, `${name} Demo Request`];
    if (product === "hrPayroll") texts.push("HR and Payroll", "HR and Payroll Demo Request");
    return texts.map((text) => [leadTypeKey(text), name] as const);
  }),
);

function leadTypeKey(leadtype: string): string {
  return leadtype.trim().toLowerCase().split(" ").filter(Boolean).join(" ");
}

/** The product a SaveProdLead `leadtype` names, compared without case or extra spaces. */
export function productOfLeadType(leadtype: string): ProductName | undefined {
  return KNOWN_PRODUCT_LEAD_TYPES.get(leadTypeKey(leadtype));
}

/** The four open positions of the careers page (SaveCandidate `jobappl`). */
export const JOB_CHOICES = [
  "Full Stack Developer",
  "Sales Intern",
  "Mechatronics Interns",
  "Business Development Executive",
] as const;
export type JobChoice = (typeof JOB_CHOICES)[number];

export const PARTNER_COUNTRIES = [
  "India",
  "USA",
  "Germany",
  "UK",
  "Bangladesh",
  "Vietnam",
  "Thailand",
  "Sri Lanka",
  "Pakistan",
  "Saudi Arabia",
  "UAE",
  "China",
  "Japan",
  "South Africa",
  "Others",
] as const;
export type PartnerCountry = (typeof PARTNER_COUNTRIES)[number];

export const EMPLOYEE_COUNTS = [
  "Less than 10",
  "11-50",
  "51-100",
  "101-250",
  "251-500",
  "More than 500",
] as const;
export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];

/** Shown on the partner form only: neither sent nor required. */
export const COMPANY_TYPES = {
  CR: "Corporation",
  SU: "Start-Up",
  GO: "Government Organization",
  NP: "Not For Profit Organization",
  IN: "Individual",
  CF: "Consultants",
} as const;
export type CompanyTypeCode = keyof typeof COMPANY_TYPES;
