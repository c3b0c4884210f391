import { company } from "./company";
import type { CallToAction, FaqItem, SectionCopy } from "./sections";

// Copy of the FAQ page (/faq). Its heading and introduction are in pages.ts.

export const faqSection: SectionCopy = {
  heading: "Common questions",
};

export const faqItems: readonly FaqItem[] = [
  {
    question: "How much will my project cost, and can you work within a fixed budget?",
    answer:
      "It depends on the number of screens, integrations and users, so we price each project from a written scope. Most business applications we build fall between ₹3 lakh and ₹25 lakh. Tell us your budget at the start: we will propose a first release that fits it and plan the rest in later phases. Our Custom Development Calculator gives you an indicative figure in a few minutes.",
  },
  {
    question: "How can I track my enquiry or support request after I submit it?",
    answer:
      "Every enquiry and support ticket gets a reference number. You receive an in-app notification each time its status changes (received, assigned, in progress, resolved), and you can also choose to get the same updates by SMS or e-mail. If you prefer to talk, call us and quote the reference number.",
  },
  {
    question: "Do you work with clients outside India?",
    answer:
      "Yes. We work with clients in the Middle East, the United Kingdom, Europe, North America and South-East Asia. We schedule meetings in your time zone, invoice in US dollars, pounds or euros, and keep at least four hours of overlap with your working day for calls and support.",
  },
];

export const faqCta: CallToAction = {
  heading: "Still have a question?",
  text: "Write to us and we will reply within one working day, or tell us about your project through the contact form on our home page.",
  actions: [
    {
      kind: "mail",
      label: "Contact us by mail",
      email: company.email,
      subject: "Question from the FAQ page",
    },
    { kind: "page", label: "get started", to: "/index#lets" },
  ],
};
