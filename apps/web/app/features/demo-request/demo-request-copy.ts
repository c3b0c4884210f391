import { demoLeadMessages, hrLeadMessages } from "@site/contracts";

// The demo request forms' labels and texts of our own; rules and messages come from contracts.

/** The input labels, as people write them, keyed by the payload name each input sends. */
interface DemoRequestLabels {
  name: string;
  companyname: string;
  mobileno: string;
  email: string;
  website: string;
}

export const demoRequestCopy = {
  submit: "Request a Demo",
  submitting: hrLeadMessages.processing,
  overlay: "Sending your demo request",
  legend: "Your contact details",
  thankYou: {
    heading: "Thank you!",
    text: hrLeadMessages.thankYou,
    again: hrLeadMessages.requestAnother,
  },
  websiteHint: "Optional",
  dataUse:
    "We use your name, company, phone number, e-mail address and website only to arrange your demo.",
} as const;

const hrPayrollLabels: DemoRequestLabels = {
  name: "Name",
  companyname: "Company",
  email: "Email",
  mobileno: "Phone number",
  website: "Company website",
};

/** The RPA page's form asks for a first name and a work address, as the firm's form does. */
const lexemaRpaLabels: DemoRequestLabels = {
  name: "First name",
  companyname: "Company",
  mobileno: "Phone number",
  email: "Work email",
  website: "Company website",
};

const qualeticsAiLabels: DemoRequestLabels = { ...lexemaRpaLabels, name: "Name" };

/** Each product page's form: its heading, labels and whether the company must be given. */
export const demoRequestForms = {
  hrPayroll: { heading: hrLeadMessages.heading, labels: hrPayrollLabels, companyRequired: true },
  lexemaRpa: { heading: demoLeadMessages.heading, labels: lexemaRpaLabels, companyRequired: false },
  qualeticsAi: {
    heading: demoLeadMessages.heading,
    labels: qualeticsAiLabels,
    companyRequired: false,
  },
} as const;
