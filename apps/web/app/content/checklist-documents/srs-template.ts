import { facts } from "../facts";
import type { DownloadDocument } from "./document-types";

export const srsTemplate: DownloadDocument = {
  file: "srs-template",
  title: "Software Requirements Specification (SRS) Template",
  audience: "For business owners and product managers briefing a development team",
  introduction:
    "A clear requirements document is the fastest route to an accurate quote and a project without surprises. Copy the numbered headings below into your own document and answer the guidance under each. Short, concrete answers beat long general ones; examples and screenshots are welcome.",
  layout: "guide",
  sections: [
    {
      heading: "1. Introduction",
      items: [
        "Purpose: what this document describes and who should read it.",
        "Scope: the name of the system, what it will do and, just as important, what it will not do.",
        "Definitions: terms, abbreviations and business words a developer might not know.",
        "References: existing documents, systems, designs or regulations the project must follow.",
      ],
    },
    {
      heading: "2. Overall description",
      items: [
        "Business context: the problem the system solves and how the work is done today.",
        "Users: each type of user (customer, staff, manager, administrator), how many there are and what they need.",
        "Operating environment: web, Android, iOS or desktop; browsers and devices that must be supported.",
        "Constraints: budget, deadline, technology the company already uses, legal or industry rules.",
        "Assumptions and dependencies: what you expect to be true, and what the project relies on from others.",
      ],
    },
    {
      heading: "3. Functional requirements",
      note: "Describe each feature on its own, numbered (FR-1, FR-2 ...) so it can be estimated and tested.",
      items: [
        "For each feature: who uses it, what they do step by step, and what the system does in response.",
        "The data each screen shows and collects, with required fields and validation rules.",
        "Business rules: calculations, approvals, limits and what happens in exceptional cases.",
        "Notifications: which e-mails, SMS or push messages are sent, to whom and when.",
        "Reports: their content, filters, who may see them and in which formats they export.",
      ],
    },
    {
      heading: "4. External interfaces",
      items: [
        "User interface: brand guidelines, sketches or reference apps you like, accessibility needs.",
        "Integrations: each outside system (payment gateway, ERP, SMS, maps), what data is exchanged and in which direction.",
        "Data migration: existing data to bring over, its volume and its current format.",
      ],
    },
    {
      heading: "5. Non-functional requirements",
      items: [
        "Performance: expected users at the busiest time and acceptable response times.",
        "Security and privacy: who may see what, sign-in method, data protection rules that apply.",
        "Availability: hours the system must run, acceptable downtime, backup and recovery expectations.",
        "Languages, time zones and currencies the system must support.",
      ],
    },
    {
      heading: "6. Acceptance and delivery",
      items: [
        "How you will decide that each feature is finished: acceptance criteria or test scenarios.",
        "Priorities: must have, should have and nice to have, so a first release can be planned.",
        "Milestones and dates that matter to the business, and who signs off each one.",
        "Support after launch: warranty period, training, documentation and maintenance you expect.",
      ],
    },
  ],
  closing: `Send your completed SRS to sales@kaizenfusion.in and we will reply with questions, a phased plan and an estimate within ${facts.responseTimes.srsReview}.`,
};
