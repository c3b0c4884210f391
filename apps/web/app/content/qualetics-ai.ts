import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the Qualetics AI page (/qualetics-ai). Its heading and introduction are in pages.ts.

export const values: SectionCopy & { cards: readonly Card[] } = {
  heading: "What we bring",
  cards: [
    {
      title: "Expertise",
      text: "Engineers who have built data platforms and enterprise software for years design agents that respect your processes, permissions and data.",
    },
    {
      title: "Innovation",
      text: "Qualetics AI combines analytics with agents that act: it spots a trend, explains it and carries out the agreed next step in your tools.",
    },
    {
      title: "Support",
      text: "From the first use case to company-wide roll-out, our team monitors, tunes and extends your agents with you.",
    },
  ],
};

export const whyChoose: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why choose Qualetics AI",
  items: [
    {
      title: "Answers from your own data.",
      text: "Ask questions in plain language and get answers drawn from your ERP, CRM and spreadsheets, with the sources shown.",
    },
    {
      title: "Agents that finish the job.",
      text: "Approved actions such as raising a purchase order or sending a follow-up are carried out, not just suggested.",
    },
    {
      title: "Humans stay in control.",
      text: "Every agent works within limits you set, and sensitive actions wait for a person's approval.",
    },
    {
      title: "Secure deployment.",
      text: "Run in your own cloud account or on premises; your data is never used to train public models.",
    },
  ],
};

export const testimonials = {
  heading: "What our clients say",
  items: [
    {
      quote:
        "Our sales managers ask Qualetics which accounts are slipping and get a ranked list with reasons every Monday morning.",
      name: "Karan Mathur",
      role: "Head of Sales",
      company: "Vardhan Industrial Supplies",
    },
    {
      quote:
        "The purchasing agent watches stock levels and drafts orders for approval. Stock-outs on our top items have almost disappeared.",
      name: "Meera Joshi",
      role: "Supply Chain Manager",
      company: "FreshBasket Retail",
    },
    {
      quote:
        "We expected a chatbot. We got a colleague that prepares the weekly management report before anyone asks for it.",
      name: "Arvind Thakur",
      role: "Managing Director",
      company: "Thakur Polymers",
    },
  ],
} as const;

export const demoAgenda = {
  heading: "What the demo covers",
  steps: [
    {
      title: "Questions in plain language.",
      text: "Ask about sales, stock or customers and get answers drawn from sample ERP and CRM data, with the sources shown.",
    },
    {
      title: "An agent that acts.",
      text: "See an agent raise a purchase order or send a follow-up, and where a person approves it first.",
    },
    {
      title: "Limits you set.",
      text: "How permissions, approvals and activity logs keep every agent within what you allow.",
    },
    {
      title: "Your systems and your data.",
      text: "Which of your systems it connects to, and how it runs in your own cloud or on premises.",
    },
  ],
} as const satisfies SectionCopy & { steps: readonly Feature[] };

export const demoSection = {
  id: "demo",
  actionLabel: "Request a Demo",
  intro:
    "See Qualetics AI answer questions about your business and act on them. Leave your details and we will arrange a live demo.",
} as const;
