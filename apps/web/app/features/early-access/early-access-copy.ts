// Labels of the early-access form; its rules and messages come from contracts.

export const earlyAccessLabels = {
  legend: "Your details",
  name: "Name",
  companyname: "Company",
  email: "Work email",
  mobileno: "Mobile number",
  thankYouHeading: "You are on the list",
  home: "Back to Home",
  dataUse:
    "We use your name, company, e-mail address and mobile number only to handle your early access request.",
} as const;
