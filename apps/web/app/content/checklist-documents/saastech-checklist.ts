import type { DownloadDocument } from "./document-types";

export const saasTechChecklist: DownloadDocument = {
  file: "saastech-checklist",
  title: "SaaS Tech Health Audit",
  audience: "For founders and CTOs of SaaS start-ups",
  introduction:
    "The shortcuts that got your product to market start costing more with every new customer. This audit helps you find the technical debt that matters before it slows your roadmap or your sales conversations.",
  layout: "checklist",
  sections: [
    {
      heading: "Architecture",
      items: [
        "Tenant data is isolated by design, and a test proves one customer cannot see another's data.",
        "The system can handle ten times today's load with configuration changes, not a rewrite.",
        "Background work (e-mails, imports, reports) runs in queues, not inside web requests.",
        "Each core area of the product can be changed without breaking unrelated areas.",
      ],
    },
    {
      heading: "Release process",
      items: [
        "Every change goes through code review and automated tests before it is merged.",
        "Deployments are automated, happen at least weekly, and can be rolled back in minutes.",
        "Feature flags let you release to some customers before all of them.",
        "Database migrations run automatically and are tested against a copy of production-sized data.",
      ],
    },
    {
      heading: "Monitoring and reliability",
      items: [
        "Errors, slow requests and failed background jobs are tracked, with alerts to whoever is on call.",
        "You publish a status page and have a written incident process.",
        "Backups are tested by restoring them, and recovery time is known.",
      ],
    },
    {
      heading: "Security and customer readiness",
      items: [
        "Dependencies are scanned for known vulnerabilities and updated on a schedule.",
        "Single sign-on, audit logs and data export are available for larger customers.",
        "You can answer a customer's security questionnaire in days, with evidence, not weeks.",
        "Technical debt is written down, estimated, and given a share of every sprint.",
      ],
    },
  ],
  closing:
    "Unchecked items under architecture are the most expensive to fix later; plan them first. Kaizen Fusion works with SaaS teams as an extension of their engineering team, from audits to hands-on refactoring.",
};
