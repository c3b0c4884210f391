import {
  MEDICAL_MOBILE_INPUT_PATTERN,
  manufacturingLeadMessages,
  medicalLeadMessages,
} from "@site/contracts";

// Labels and texts of the AI readiness request forms; rules and messages come from contracts.

export const aiSupportLabels = {
  legend: "Your details",
  name: "Name",
  mobile: "Mobile number",
  email: "Email",
  thankYouHeading: "Request received",
  home: { href: "/index", label: "Back to Home" },
  dataUse:
    "We use your name, organization, mobile number and e-mail address only to arrange your free audit.",
} as const;

export const aiSupportPages = {
  medical: {
    messages: medicalLeadMessages,
    companyLabel: "Clinic or hospital name",
    submit: "Book My Free Audit",
    overlay: medicalLeadMessages.overlay,
    mobileHint: "10-digit mobile number",
    /** The browser pattern the firm's form carries on the mobile input. */
    mobilePattern: MEDICAL_MOBILE_INPUT_PATTERN,
  },
  manufacturing: {
    messages: manufacturingLeadMessages,
    companyLabel: "Company name",
    submit: "Book My Free Audit",
    overlay: manufacturingLeadMessages.overlay,
    mobileHint: "10-digit Indian mobile number",
    mobilePattern: undefined,
  },
} as const;
