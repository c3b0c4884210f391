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
  // The healthcare checklist page has no value in the spec's list; this one names it.
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
  // Sent by the voice-agent demo (apps/web/public/voice-agent) when a caller asks for a call-back.
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

/** SaveProdLead `leadtype`: the fixed text each product page sends. */
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
