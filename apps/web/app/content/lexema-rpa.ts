import { caseStudyOf, type ProductFacts } from "./product-facts";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the Lexema RPA page (/lexema-rpa). Its heading and introduction are in pages.ts.

export const productModules: SectionCopy & { cards: readonly Card[] } = {
  heading: "Product modules",
  intro: "Lexema RPA combines five modules that cover the whole life of a software robot.",
  cards: [
    {
      title: "Studio",
      text: "Design robots visually by recording clicks and keystrokes, then refine the steps with drag-and-drop logic and no code.",
    },
    {
      title: "Robots",
      text: "Attended robots help staff at their desks; unattended robots run on servers around the clock.",
    },
    {
      title: "Orchestrator",
      text: "Schedule, queue and monitor every robot from one web console, with retries and alerts when something needs attention.",
    },
    {
      title: "Document reader",
      text: "Extract data from invoices, purchase orders and bank statements, scanned or digital, and check it against your rules.",
    },
    {
      title: "Analytics",
      text: "See hours saved, volumes processed and exceptions raised for each process, ready for your monthly review.",
    },
    {
      title: "Connectors",
      text: "Ready-made connectors for Tally, SAP, Excel, e-mail, web portals and government sites such as GST and EPFO.",
    },
  ],
};

export const whyChoose: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why choose Lexema RPA",
  items: [
    {
      title: "Quick wins.",
      text: "Most first processes are automated and live within three to four weeks.",
    },
    {
      title: "Accurate and auditable.",
      text: "Robots follow the same rules every time and log every step they take.",
    },
    {
      title: "Works with what you have.",
      text: "No need to replace your ERP or portals: robots use them the way your staff do.",
    },
    {
      title: "Affordable licensing.",
      text: "Pay per robot, not per user, with pricing designed for Indian businesses.",
    },
    {
      title: "Local support.",
      text: "Our New Delhi team builds, monitors and maintains your robots with you.",
    },
  ],
};

export const testimonials = {
  heading: "What our clients say",
  items: [
    {
      quote:
        "Vendor invoices are now read and posted to Tally by robots overnight. Our accounts team closes the month three days earlier.",
      name: "Amit Goyal",
      role: "Chief Financial Officer",
      company: "Shivam Auto Components, Manesar",
      portrait: { seed: "amit-goyal", hair: "short", glasses: true },
    },
    {
      quote:
        "Daily bank reconciliation across six accounts used to take two people all morning. Lexema finishes it before we arrive.",
      name: "Sunita Pillai",
      role: "Accounts Manager",
      company: "Vembanad Spice Exports, Kochi",
      portrait: { seed: "sunita-pillai", hair: "bun" },
    },
    {
      quote:
        "GST returns data is pulled from three systems and checked automatically. Mismatches reach us as a short list instead of a surprise.",
      name: "Farhan Ahmed",
      role: "Operations Head",
      company: "Noor Wholesale Traders, Old Delhi",
      portrait: { seed: "farhan-ahmed", hair: "side-part" },
    },
  ],
} as const;

export const demoAgenda = {
  heading: "What the demo covers",
  steps: [
    {
      title: "Your process, mapped.",
      text: "We walk through the process you bring and mark the steps a robot can take over and the ones that stay with your team.",
    },
    {
      title: "A robot at work.",
      text: "Watch Lexema read invoices or statements, enter them in your accounting system and log every step it takes.",
    },
    {
      title: "Exceptions and control.",
      text: "How unclear cases reach a person for a decision, and the audit trail each run leaves behind.",
    },
    {
      title: "Hours saved and time to go live.",
      text: "A first estimate of the effort your process takes today, what a robot saves and what it takes to start.",
    },
  ],
} as const satisfies SectionCopy & { steps: readonly Feature[] };

export const demoSection = {
  id: "demo",
  actionLabel: "Request a Demo",
  intro:
    "Bring one repetitive process you would like to hand over. We will show you how a Lexema robot handles it, live.",
} as const;

export const productFacts: ProductFacts = {
  madeBy:
    "Kaizen Fusion Technologies: our own product, built and supported by our team in New Delhi.",
  integrations: [
    "SAP S/4HANA and SAP Business One",
    "Tally Prime and Zoho Books",
    "Microsoft 365: Excel, Outlook and SharePoint",
    "Bank and GST portals, through the browser",
    "Any Windows desktop application",
  ],
  deployment:
    "On-premises on your Windows machines, or on virtual machines in your own cloud. The orchestrator runs beside them or hosted by us.",
  pricing:
    "From ₹18,000 per unattended robot per month, studio and orchestrator included; your first process built and launched from ₹1.5 lakh. Prices exclude GST.",
  caseStudy: caseStudyOf(
    "expense-management-app",
    "Bills read by OCR, checked against a policy and routed for approval: the document work Lexema robots take on.",
  ),
};
