import { company } from "./company";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the retail POS support page (/oraclexstore). Its heading and introduction are in pages.ts.

export const supportServices: SectionCopy & { cards: readonly Card[] } = {
  heading: "Xstore support services",
  intro:
    "Everything a retail chain needs to keep Oracle Retail Xstore Point of Service running, from one store to several hundred.",
  cards: [
    {
      title: "Incident response",
      text: "Tills that will not start, stuck transactions, failed end-of-day and printer or payment errors, fixed remotely by priority.",
    },
    {
      title: "Proactive monitoring",
      text: "Replication queues, store server health and transaction flow to Xcenter watched continuously, so issues are fixed before stores call.",
    },
    {
      title: "Upgrades and patches",
      text: "Version upgrades and patch roll-outs tested in a lab that mirrors your stores, then deployed in waves outside trading hours.",
    },
    {
      title: "Integrations",
      text: "Connections to Oracle Retail Merchandising, ERP, loyalty, e-commerce and payment terminals, including GST e-invoicing.",
    },
    {
      title: "Store roll-outs",
      text: "New stores and refits configured, staged and brought live on opening day, with staff trained on the new tills.",
    },
    {
      title: "Configuration and customisation",
      text: "Receipt layouts, promotions, tender types and custom screens changed safely, with every change tracked.",
    },
  ],
};

export const supportModel: SectionCopy & { items: readonly Feature[] } = {
  heading: "How we support your stores",
  items: [
    {
      title: "Round-the-clock cover for trading hours.",
      text: "Stores that open early or close late reach an engineer whenever their tills are running.",
    },
    {
      title: "Response times in the contract.",
      text: "Critical incidents such as a store unable to sell are picked up within 15 minutes, with updates every half hour.",
    },
    {
      title: "One team for level 1 to level 3.",
      text: "Help-desk calls, deep technical fixes and code changes handled by the same team, so nothing is lost between vendors.",
    },
    {
      title: "A monthly service review.",
      text: "Ticket trends, recurring faults and the permanent fixes we recommend, presented to your retail IT team.",
    },
  ],
};

export const posCta: CallToAction = {
  heading: "Keep every till trading",
  text: "Tell us how many stores you run, your Xstore version and the support you have today. We will propose a support plan and a smooth handover from your current provider.",
  actions: [
    {
      kind: "mail",
      label: "Request a support proposal",
      email: company.salesEmail,
      subject: "Oracle Xstore POS support proposal",
    },
    {
      kind: "mail",
      label: "Ask about an upgrade",
      email: company.email,
      subject: "Oracle Xstore upgrade enquiry",
    },
  ],
};
