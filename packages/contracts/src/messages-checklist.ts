import { leadFormMessages } from "./messages-lead-form";

export const checklistMessages = {
  ...leadFormMessages,
  // Our wording of a text the firm described but did not word (validating inputs, then
  // preparing the checklist)
  overlay: "Validating inputs. Preparing your checklist",
  thankYou: "Thank you! Your information has been received.",
} as const;

export const srsTemplateMessages = {
  ...checklistMessages,
  submit: "Get My Template",
  overlay: "Preparing Template",
} as const;

export const roiMessages = {
  ...checklistMessages,
  title: "Estimate Your ROI from Custom Software",
  submit: "Calculate ROI",
  overlay: "Calculating ROI",
  costOrder: "Automated cost must be less than manual cost for positive ROI",
  // Our wording of a text the firm described but did not word; number inputs with min 0 stop
  // this in the browser
  invalidCost: "Costs must be numbers of 0 or more",
} as const;
