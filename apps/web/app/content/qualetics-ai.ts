import { caseStudyOf, type ProductFacts } from "./product-facts";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the Qualetics AI page (/qualetics-ai). Its heading and introduction are in pages.ts.

export const values: SectionCopy & { cards: readonly Card[] } = {
  heading: "Expertise, innovation and support you can check",
  intro:
    "Qualetics AI is set up around a handful of figures a management team already argues about, not a blank chat box.",
  cards: [
    {
      title: "Expertise: the figures it watches",
      points: [
        "Gross margin by customer, product and branch",
        "Days of stock cover and items heading for a stock-out",
        "Receivables by age, and which customers are paying later than last quarter",
        "Sales pipeline that has not moved in 30 days, by sales person",
      ],
    },
    {
      title: "Innovation: it reads the data you already keep",
      text: "Your ERP and accounts (SAP Business One, Tally Prime or Zoho Books), your CRM and the shared sheets you already keep, read nightly over read-only connections. Every answer names the report and the date it was drawn from.",
    },
    {
      title: "Support: for whom, and who sets it up",
      text: "Owners, finance heads and sales and supply-chain managers of manufacturers and distributors with ₹50 to ₹500 crore turnover, who today wait for a Monday Excel pack to see last week. A Kaizen Fusion analyst sets up your first ten questions with you and reviews the answers with you every month for the first quarter.",
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
      company: "Vardhan Industrial Supplies, Faridabad",
      portrait: { seed: "karan-mathur", hair: "side-part" },
    },
    {
      quote:
        "The purchasing agent watches stock levels and drafts orders for approval. Stock-outs on our top items have almost disappeared.",
      name: "Meera Joshi",
      role: "Supply Chain Manager",
      company: "Malwa Bazaar Supermarkets, Indore",
      portrait: { seed: "meera-joshi", hair: "long" },
    },
    {
      quote:
        "We expected a chatbot. We got a colleague that prepares the weekly management report before anyone asks for it.",
      name: "Arvind Thakur",
      role: "Managing Director",
      company: "Thakur Polymers, Baddi",
      portrait: { seed: "arvind-thakur", hair: "receding", glasses: true },
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

export const productFacts: ProductFacts = {
  madeBy:
    "Kaizen Fusion Technologies: our own product, built and supported by our team in New Delhi.",
  integrations: [
    "SAP Business One",
    "Tally Prime",
    "Zoho CRM and Zoho Books",
    "Microsoft 365: Excel, Teams and Outlook",
    "SQL Server and PostgreSQL",
    "WhatsApp Business for alerts",
  ],
  deployment:
    "In your own cloud account (Azure or AWS) or on-premises. Your data is never used to train public models.",
  pricing:
    "From ₹1,500 per user per month (minimum 10 users), plus a fixed-price set-up of your first use case from ₹2 lakh. Prices exclude GST.",
  caseStudy: caseStudyOf(
    "retail-business-intelligence",
    "The nightly feed from POS and ERP and the margin and stock measures Qualetics AI starts from.",
  ),
};
