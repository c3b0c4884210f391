import { earlyAccessMessages } from "@site/contracts";

// Labels of the early-access form; its rules and messages come from contracts.

export const earlyAccessLabels = {
  legend: "Your details",
  submit: earlyAccessMessages.submit,
  name: "Name",
  companyname: "Company",
  email: "Work email",
  mobileno: "Mobile number",
  thankYou: {
    heading: "You are on the list",
    text: earlyAccessMessages.thankYou,
    again: earlyAccessMessages.submitAnother,
  },
  home: { href: "/", label: "Back to Home" },
  dataUse:
    "We use your name, company, e-mail address and mobile number only to handle your early access request.",
} as const;
