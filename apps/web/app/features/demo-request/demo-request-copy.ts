import { demoLeadMessages, hrLeadMessages } from "@site/contracts";

// The demo request forms' labels and texts of our own; rules and messages come from contracts.

/** The input labels, keyed by the payload name each input sends. */
interface DemoRequestLabels {
  name: string;
  companyname: string;
  mobileno: string;
  email: string;
  website: string;
}

export const demoRequestCopy = {
  submit: "Request a Demo",
  processing: hrLeadMessages.processing,
  overlay: "Sending your demo request",
  thankYouHeading: "Thank you!",
  thankYou: hrLeadMessages.thankYou,
  requestAnother: hrLeadMessages.requestAnother,
  websiteHint: "Optional",
  dataUse:
    "We use your name, company, phone number, e-mail address and website only to arrange your demo.",
} as const;

const hrPayrollLabels: DemoRequestLabels = {
  name: "Name",
  companyname: "Company",
  email: "Email",
  mobileno: "Phone",
  website: "Website",
};

/** The RPA page's labels, as the firm's form names them. */
const lexemaRpaLabels: DemoRequestLabels = {
  name: "Firstname",
  companyname: "Company",
  mobileno: "PhoneNumber",
  email: "EmailID",
  website: "CompanyWebsite",
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
