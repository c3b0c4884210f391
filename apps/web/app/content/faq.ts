import { company } from "./company";
import { facts } from "./facts";
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
    answer: `Every request you send us gets a short reference, shown on the thank-you screen as soon as it reaches us. The consultant handling it replies by e-mail within ${facts.responseTimes.enquiry} and keeps you posted as it moves, by SMS or e-mail, whichever you prefer. Quote the reference when you write to ${company.email} or call ${company.phone}, and whoever answers finds your request at once.`,
  },
  {
    question: "Do you work with clients outside India?",
    answer:
      "Yes. We work with clients in the Middle East, the United Kingdom, Europe, North America and South-East Asia. We schedule meetings in your time zone, invoice in US dollars, pounds or euros, and keep at least four hours of overlap with your working day for calls and support.",
  },
  // The questions buyers ask before they sign, after the three above.
  {
    question: "How long does a typical project take?",
    answer: `A focused first release of a web or mobile application usually goes live in 8 to 16 weeks, and a larger ERP in four to nine months, delivered in phases so your team starts using it early. An AI agent or a robotic process automation is often live in three to six weeks, and an IoT pilot in four to six. You get a written timeline within ${facts.responseTimes.proposal} of the discovery workshop, and a working demo ${facts.demoCadence.interval} shows whether we are on track.`,
  },
  {
    question: "Do you work on a fixed price, on time and materials, or as a dedicated team?",
    answer:
      "All three. A fixed price suits a first release with a clear scope: we agree the screens and features in writing and the price does not move unless the scope does. Time and materials, usually with a monthly cap, suits work whose details will change as you learn. A dedicated team of engineers, with an architect and a delivery lead, works only on your product month after month and suits long-running platforms. Many clients start with a fixed-price first release and continue with a dedicated team.",
  },
  {
    question: "Will you sign an NDA, and who owns the code and intellectual property?",
    answer:
      "Yes, we sign your non-disclosure agreement, or send ours, before you share anything confidential, and every member of our team is bound by confidentiality in their employment contract. You own the source code, data, designs and documentation we create for you; the contract transfers the intellectual property to you as each invoice is paid. The code lives in your repository or is handed over with every release, so you are never locked in.",
  },
  {
    question: "What support do you offer after launch?",
    answer: `Every project includes a ${facts.warranty.phrase} after go-live, in which we fix defects at no charge. After that you can choose a support plan: standard support runs ${facts.support.standard}, and critical systems are covered ${facts.support.critical}, with agreed response times. Support plans also cover security updates, monitoring, backups and small improvements, handled by engineers who know your system.`,
  },
  {
    question: "Can you take over or modernise a system another vendor built?",
    answer:
      "Yes. We start with a two- to three-week audit of the code, database and infrastructure, document how the system works and list the risks in order of urgency. We then keep it running while we stabilise and modernise it step by step, replacing one module at a time rather than attempting a risky big-bang rewrite.",
  },
  {
    question: "How do you keep our data secure, and where is it hosted?",
    answer:
      "Your data stays where you choose: your own cloud account, our managed hosting in Indian data centres, or your premises. Access is limited to the named people on your project, every change is reviewed, and production systems are backed up and monitored. We design for the Digital Personal Data Protection Act, 2023, and for GDPR when you serve European customers. AI features never send your data to train public models.",
  },
  {
    question: "How do we get started?",
    answer: `Tell us about your project through the contact form or by e-mail. A consultant replies within ${facts.responseTimes.enquiry} to arrange a free discovery call, usually followed by a workshop with your team. Within ${facts.responseTimes.proposal} of that workshop you receive a written scope, timeline and price, and work can begin as soon as you approve it.`,
  },
];

export const faqCta: CallToAction = {
  heading: "Still have a question?",
  text: `Write to us and we will reply within ${facts.responseTimes.enquiry}, or tell us about your project through the contact form on our home page.`,
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
