import { company } from "./company";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the database and system audit page (/database-services). Its heading and introduction are in pages.ts.

export const auditScope: SectionCopy & { cards: readonly Card[] } = {
  heading: "What the audit covers",
  intro:
    "Six areas, checked against your workload and your business priorities rather than a generic checklist.",
  cards: [
    {
      title: "Performance",
      text: "The slowest queries and reports, missing or unused indexes, wait events and the settings that hold the server back.",
    },
    {
      title: "Backup and recovery",
      text: "Whether backups actually restore, how long a restore takes and how much data a failure would cost you.",
    },
    {
      title: "Security",
      text: "Accounts with more access than they need, default passwords, unencrypted connections and unpatched versions.",
    },
    {
      title: "Capacity",
      text: "Storage, memory and CPU trends, with a forecast of when today's hardware or cloud plan runs out.",
    },
    {
      title: "Licensing and cost",
      text: "Editions, cores and cloud instances compared with real use, to find licences and servers you pay for but do not need.",
    },
    {
      title: "Application and integration health",
      text: "Error logs, failed jobs, slow interfaces and the manual workarounds your staff have quietly adopted.",
    },
  ],
};

export const deliverables: SectionCopy & { items: readonly Feature[] } = {
  heading: "What you receive",
  items: [
    {
      title: "A findings report.",
      text: "Every issue we found, rated by risk and by business impact, in plain language with the technical detail in an appendix.",
    },
    {
      title: "A prioritised action plan.",
      text: "Quick wins you can apply this week, followed by the larger fixes in the order that pays back soonest.",
    },
    {
      title: "Before-and-after figures.",
      text: "Timings of your ten slowest operations today and the improvement we expect from each recommended change.",
    },
    {
      title: "A walkthrough session.",
      text: "Two hours with your IT team and management to go through the findings and answer every question.",
    },
  ],
};

export const auditSteps: SectionCopy & { items: readonly Feature[] } = {
  heading: "How the audit works",
  intro: "Most audits take two to three weeks from the kick-off call to the final report.",
  items: [
    {
      title: "Kick-off call.",
      text: "We agree the systems in scope, the pain points you already know about and read-only access.",
    },
    {
      title: "Data collection.",
      text: "Scripts and monitoring gather a week of real workload, with no changes made to your production systems.",
    },
    {
      title: "Analysis.",
      text: "Our DBAs and architects review the evidence and reproduce the worst problems on a copy.",
    },
    {
      title: "Report and walkthrough.",
      text: "You receive the report and action plan, and we present them to your team.",
    },
  ],
};

export const auditCta: CallToAction = {
  heading: "Book your database and system audit",
  text: "Tell us which databases and applications you run and what is troubling you. We will reply with a fixed price and a start date.",
  actions: [
    {
      kind: "mail",
      label: "Request an audit",
      email: company.salesEmail,
      subject: "Database and system audit request",
    },
    {
      kind: "mail",
      label: "Ask a question first",
      email: company.email,
      subject: "Question about the database and system audit",
    },
  ],
};
