import { company } from "./company";
import { facts } from "./facts";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the custom development page (/development). Its heading and introduction are in pages.ts.

export const expertise: SectionCopy & { cards: readonly Card[] } = {
  heading: "Our expertise",
  intro: `Business software built since ${facts.founded.year} for retail, manufacturing, healthcare, logistics and services companies, with the stacks that suit each.`,
  cards: [
    {
      title: "Web applications",
      text: "Customer portals, admin consoles and complete ERPs that run in any browser and stay fast with thousands of records on screen.",
      tags: ["React", "TypeScript", "Node.js", ".NET"],
    },
    {
      title: "Mobile apps",
      text: "Android and iOS apps for customers and field teams, with offline work, camera and GPS features and push notifications.",
      tags: ["React Native", "Flutter", "Kotlin"],
    },
    {
      title: "AI-assisted features",
      text: "Document reading, smart search, chat assistants and forecasts built into your application, using models suited to your data and budget.",
      tags: ["LLMs", "OCR", "Python"],
    },
    {
      title: "Integrations and APIs",
      text: "Connections to payment gateways, GST e-invoicing, Tally, SAP, courier partners and WhatsApp, so data is entered once.",
      tags: ["REST", "Webhooks", "ETL"],
    },
  ],
};

export const features: SectionCopy & { cards: readonly Card[] } = {
  heading: "What every application includes",
  intro: "Built in from the first release, not added as extras at the end.",
  cards: [
    {
      title: "Role-based access",
      text: "Each user sees and changes only what their role allows, with an audit trail of who did what and when.",
    },
    {
      title: "Dashboards and reports",
      text: "Live figures on the home screen and exportable reports in PDF and Excel, built around the numbers you already track.",
    },
    {
      title: "Approval workflows",
      text: "Purchase orders, leave, discounts and refunds routed to the right person, with reminders and mobile approvals.",
    },
    {
      title: "Secure by design",
      text: "Encrypted connections, hashed passwords, protection against common attacks and regular dependency updates.",
    },
    {
      title: "Responsive interface",
      text: "One application that works on a desktop in the office, a tablet on the shop floor and a phone on the road.",
    },
    {
      title: "Ready to scale",
      text: "Cloud hosting with automatic backups and monitoring, sized for today and able to grow with your users.",
    },
  ],
};

export const whyChooseUs: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why choose us",
  items: [
    {
      title: "AI-assisted engineering.",
      text: "Our engineers use AI tools for boilerplate, test generation and code review, so more of your budget goes into the features that matter.",
    },
    {
      title: "A transparent estimate.",
      text: "Count your screens and features in our calculator and see how the price is built up before you speak to anyone.",
    },
    {
      title: `Demos ${facts.demoCadence.interval}.`,
      text: "You use the software as it grows and can change direction without paying for work you no longer need.",
    },
    {
      title: "Your code, your data.",
      text: "Full source code, documentation and deployment scripts are handed over with every release, not held back.",
    },
    {
      title: "Support after launch.",
      text: `Bug fixes are free for ${facts.warranty.days} days after go-live, followed by an optional support plan with agreed response times.`,
    },
  ],
};

export const steps: SectionCopy & { items: readonly Feature[] } = {
  heading: "How a project runs",
  items: [
    {
      title: "Discovery workshop.",
      text: "One or two sessions with your team to map the process, the users and the must-have features.",
    },
    {
      title: "Estimate and plan.",
      text: `A written scope, screen list, timeline and fixed or capped price within ${facts.responseTimes.proposal} of the workshop.`,
    },
    {
      title: "Design and build.",
      text: `Clickable designs first, then ${facts.demoCadence.cycle} development cycles, each ending with a demo you can try.`,
    },
    {
      title: "Launch and support.",
      text: "Data migration, staff training and a watched go-live, followed by support for as long as you need it.",
    },
  ],
};

export const startProject: CallToAction = {
  heading: "Start a project",
  text: `Send us a few lines about your idea: who will use it, what it must do and when you need it. Our sales team will reply within ${facts.responseTimes.enquiry} to set up a discovery call.`,
  actions: [
    {
      kind: "mail",
      label: "Email sales@kaizenfusion.in",
      email: company.salesEmail,
      subject: "Start a project: custom web or mobile development",
    },
    { kind: "page", label: "Estimate the cost first", to: "/estimate-builder" },
  ],
};
