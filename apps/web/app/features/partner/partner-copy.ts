import {
  COMPANY_TYPES,
  EMPLOYEE_COUNTS,
  PARTNER_COUNTRIES,
  partnerMessages,
} from "@site/contracts";

// Labels and options of the partner registration form; its rules and messages come from contracts.

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const partnerFormCopy = {
  legend: "Your company and contact details",
  labels: {
    fname: "First name",
    lname: "Last name",
    company: "Company name",
    companytype: "Company type",
    email: "Professional email",
    country: "Country",
    city: "City",
    pincode: "Postal code",
    phoneno: "Phone number",
    companyphone: "Company phone number",
    website: "Company website",
    noofemp: "Number of employees",
    profile: "Company profile",
  },
  placeholders: {
    country: "Select a country",
    noofemp: "Select a range",
    companytype: "Select a type",
  },
  profileHint: "Optional: your services, clients and the regions you cover",
  countries: asOptions(PARTNER_COUNTRIES),
  employeeCounts: asOptions(EMPLOYEE_COUNTS),
  companyTypes: Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label })),
  submit: "Submit Application",
  overlay: "Sending your partner request",
  thankYou: {
    heading: "Thank you for your interest",
    text: partnerMessages.success,
    again: partnerMessages.submitAnother,
  },
  dataUse:
    "We use your company's details and your contact details only to review your partner request and reply to you.",
} as const;
