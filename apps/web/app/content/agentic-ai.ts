import type { Card, FaqItem, Feature, SectionCopy } from "./sections";

// Copy of the agentic AI services page (/agentic-ai). Its heading and introduction are in
// pages.ts; the early-access form's copy is in features/early-access.

export const intro: SectionCopy = {
  heading: "AI that does the work, not just the talking",
  paragraphs: [
    "A chatbot answers questions. An AI agent gets things done: it understands a request, decides the steps, uses your systems and reports back when the job is finished.",
    "We design, build and run agents for the repetitive work that fills your team's day, with clear limits on what they may do and a person in the loop wherever it matters.",
  ],
};

export const offers: SectionCopy & { items: readonly Feature[] } = {
  heading: "What we offer",
  items: [
    {
      title: "Voice agents.",
      text: "Answer and place calls, book appointments and take orders in natural conversation, day and night.",
    },
    {
      title: "Back-office agents.",
      text: "Read documents and e-mails, update your ERP or CRM and prepare reports without manual copying.",
    },
    {
      title: "Customer follow-up agents.",
      text: "Chase quotes, payments and renewals on WhatsApp, SMS or e-mail and hand warm leads to your team.",
    },
    {
      title: "Custom agent development.",
      text: "Agents built around your own workflow, connected to your tools through their APIs.",
    },
  ],
};

export const industries: SectionCopy & { cards: readonly Card[] } = {
  heading: "Industries we serve",
  cards: [
    {
      title: "Healthcare and dental clinics",
      text: "Appointment booking, reminders and patient queries.",
    },
    { title: "Manufacturing", text: "Order intake, production updates and supplier follow-ups." },
    { title: "Logistics", text: "Shipment status calls, proof-of-delivery checks and exceptions." },
    { title: "Retail and e-commerce", text: "Order tracking, returns and customer support." },
    { title: "Real estate", text: "Lead qualification and site-visit scheduling." },
    {
      title: "Financial services",
      text: "Document collection, KYC follow-ups and payment reminders.",
    },
  ],
};

export const benefits: SectionCopy & { cards: readonly Card[] } = {
  heading: "What changes for your business",
  cards: [
    {
      title: "Workflows up to 70% faster",
      text: "Agents work in parallel and never wait for the next working day, so requests that took days close in hours.",
    },
    {
      title: "Costs cut 30-50%",
      text: "Routine calls, data entry and follow-ups move to agents, and your staff focus on work that needs judgement.",
    },
    {
      title: "Available 24/7",
      text: "Customers get answers at night, on weekends and on holidays, in their own language.",
    },
  ],
};

export const faq: SectionCopy & { items: readonly FaqItem[] } = {
  heading: "Frequently asked questions",
  items: [
    {
      question: "How long does it take to launch a first agent?",
      answer:
        "Most first agents go live in four to six weeks: one week to map the workflow, two to three weeks to build and connect it, and one to two weeks of supervised testing.",
    },
    {
      question: "Will an agent make changes without anyone checking?",
      answer:
        "Only where you allow it. You decide which actions an agent may take on its own and which wait for a person's approval, and every action is logged.",
    },
    {
      question: "Which systems can your agents work with?",
      answer:
        "Anything with an API or a web interface: common ERPs and CRMs, WhatsApp Business, telephony providers, Google Workspace, Microsoft 365 and custom databases.",
    },
    {
      question: "Where is our data stored?",
      answer:
        "In data centres in India by default, or in your own cloud account. Your data is never used to train public models.",
    },
  ],
};

export const voiceAgentLink = {
  text: "Hear an agent in action: our demo answers calls for a dental clinic.",
  label: "Talk to an AI Dental agent",
  to: "/voice-agent",
} as const;

export const signUpSection = {
  id: "early-access",
  intro:
    "We are onboarding a limited number of businesses to our agentic AI program this quarter. Sign up for early access and a consultant will contact you to discuss your first agent.",
} as const;
