// Every user-visible error, success and state text of the forms and data pages, grouped per form or
// page. Texts the firm worded are its copy and stay verbatim, emoji and odd spelling included;
// texts the firm only described are worded by us and marked as such.
//
// Each catalogue lives in its own messages-*.ts module, so a page's bundle carries only the
// catalogues it shows (the bundler keeps a whole module's used exports together in one chunk).

export { manufacturingLeadMessages, medicalLeadMessages } from "./messages-ai-support";
export { emailCheckMessages, payloadMessages, savedEmailMessages } from "./messages-api";
export { blogMessages } from "./messages-blog";
export { candidateMessages } from "./messages-candidate";
export { checklistMessages, roiMessages, srsTemplateMessages } from "./messages-checklist";
export { analyzingRequirements } from "./messages-common";
export { contactMessages } from "./messages-contact";
export { demoLeadMessages, hrLeadMessages } from "./messages-demo";
export { earlyAccessMessages } from "./messages-early-access";
export { employeeMessages } from "./messages-employee";
export { estimateMessages } from "./messages-estimate";
export { ipLookupMessages, leadFormMessages } from "./messages-lead-form";
export { notFoundMessages, voiceAgentMessages } from "./messages-pages";
export { partnerMessages } from "./messages-partner";
