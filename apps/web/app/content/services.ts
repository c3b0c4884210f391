import { company } from "./company";
import type { CallToAction, Card, SectionCopy } from "./sections";

// Copy of the other services page (/services). Its heading and introduction are in pages.ts.

export interface ServiceOffer extends SectionCopy {
  id: string;
  cards: readonly Card[];
}

export const serviceOffers: readonly ServiceOffer[] = [
  {
    id: "database-services",
    heading: "Database services",
    intro:
      "Oracle, SQL Server, PostgreSQL and MySQL databases kept healthy, fast and recoverable by DBAs who have run them in production for years.",
    cards: [
      {
        title: "Administration and monitoring",
        text: "Daily health checks, space and growth planning, user and privilege management and alerts before a disk fills up.",
      },
      {
        title: "Performance tuning",
        text: "Slow queries found, rewritten and indexed; memory and parallelism settings matched to your workload.",
      },
      {
        title: "Backup and recovery",
        text: "Backup schedules designed around how much data you can afford to lose, and restores tested every quarter.",
      },
      {
        title: "Upgrades and migrations",
        text: "Version upgrades, moves to the cloud and changes of engine, rehearsed on a copy first so cut-over night holds no surprises.",
      },
    ],
  },
  {
    id: "report-development",
    heading: "Report development",
    intro:
      "The figures your managers need, on time and in a form they can act on, instead of a spreadsheet assembled by hand every Monday.",
    cards: [
      {
        title: "Management dashboards",
        text: "Sales, stock, collections and production on one screen, refreshed automatically and readable on a phone.",
      },
      {
        title: "Operational and statutory reports",
        text: "GST summaries, ageing reports, MIS packs and regulator formats generated straight from your systems.",
      },
      {
        title: "Scheduled delivery",
        text: "Reports e-mailed as PDF or Excel to the right people at the right time, with exceptions highlighted at the top.",
      },
      {
        title: "Report migration",
        text: "Crystal Reports, Oracle Reports and legacy exports rebuilt in Power BI, SSRS or a web dashboard without losing a column.",
      },
    ],
  },
  {
    id: "application-support",
    heading: "Application support",
    intro:
      "Support for the applications your business runs on, whether we built them or not, with response times written into the contract.",
    cards: [
      {
        title: "Help desk and incident handling",
        text: "One e-mail address and phone number for your users, with tickets logged, prioritised and tracked to closure.",
      },
      {
        title: "Bug fixes and small changes",
        text: "A monthly pool of hours for fixes, new fields, report tweaks and the small changes that keep users happy.",
      },
      {
        title: "Proactive maintenance",
        text: "Security patches, certificate renewals, log reviews and dependency updates done before they become emergencies.",
      },
      {
        title: "Round-the-clock cover",
        text: "Optional 24x7 on-call cover for systems that cannot wait until morning, such as billing, dispatch or point of sale.",
      },
    ],
  },
];

export const servicesCta: CallToAction = {
  heading: "Tell us what needs looking after",
  text: "Share the systems you run and what worries you about them. We will suggest the right mix of services and a monthly plan that fits your budget.",
  actions: [
    {
      kind: "mail",
      label: "Email our support team",
      email: company.salesEmail,
      subject: "Enquiry: database, reporting or application support",
    },
    { kind: "page", label: "Book a database and system audit", to: "/database-services" },
  ],
};
