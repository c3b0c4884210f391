import { company } from "./company";
import { caseStudyOf, type ProductFacts } from "./product-facts";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the ConnectB2B product page (/connectb2b). Its heading and introduction are in pages.ts.

export const platform: SectionCopy & { cards: readonly Card[] } = {
  heading: "The platform",
  intro:
    "ConnectB2B is a members-only marketplace of verified Indian and international businesses looking for buyers, suppliers, distributors and partners.",
  cards: [
    {
      title: "Verified company profiles",
      text: "Every member's GSTIN or registration is checked, so you know the company behind a profile is real.",
    },
    {
      title: "Requirement posts",
      text: "Post what you want to buy or sell, with quantities, locations and timelines, and let matching members come to you.",
    },
    {
      title: "Introductions, not cold calls",
      text: "Both sides see why they were matched and accept an introduction before contact details are shared.",
    },
    {
      title: "Meetings and follow-up",
      text: "Schedule video or in-person meetings, share documents and keep notes on every conversation in one place.",
    },
  ],
};

export const matching: SectionCopy & { items: readonly Feature[] } = {
  heading: "How matching works",
  items: [
    {
      title: "Describe your business.",
      text: "Products, services, industries, capacity, certifications and the regions you serve.",
    },
    {
      title: "Say what you are looking for.",
      text: "A supplier of a given product, a distributor in a region, a technology partner or an export buyer.",
    },
    {
      title: "Receive scored matches.",
      text: "The platform compares your needs with every member's offer and ranks matches by product fit, location, size and track record.",
    },
    {
      title: "Accept and meet.",
      text: "Accept the introductions that interest you; once both sides agree, contact details are shared and a meeting can be booked.",
    },
    {
      title: "Rate the outcome.",
      text: "Feedback after each meeting improves future matches for you and for other members.",
    },
  ],
};

export const tiers: SectionCopy & { cards: readonly Card[] } = {
  heading: "Subscription tiers",
  intro: "Start free and move up when the introductions start paying off. Prices exclude GST.",
  cards: [
    {
      title: "Free",
      eyebrow: "₹0",
      points: [
        "Verified company profile",
        "Browse member directory",
        "2 requirement posts a month",
        "3 introduction requests a month",
      ],
    },
    {
      title: "Standard",
      eyebrow: "₹2,499 a month",
      points: [
        "Everything in Free",
        "10 requirement posts a month",
        "25 introduction requests a month",
        "Match alerts by e-mail and WhatsApp",
        "Meeting scheduler",
      ],
    },
    {
      title: "Premium",
      eyebrow: "₹6,999 a month",
      points: [
        "Everything in Standard",
        "Unlimited posts and introductions",
        "Priority placement in match results",
        "Profile analytics: who viewed and why",
        "Up to 5 team members",
      ],
    },
    {
      title: "Enterprise",
      eyebrow: "Priced per agreement",
      points: [
        "Everything in Premium",
        "Unlimited team members with roles",
        "A dedicated relationship manager",
        "Curated introductions for sourcing drives",
        "API access to link matches with your CRM",
      ],
    },
  ],
};

export const joinCta: CallToAction = {
  heading: "Join ConnectB2B",
  text: "Create your free company profile in about ten minutes and receive your first matches within a day. For Enterprise plans or a guided demo, write to our team.",
  actions: [
    {
      kind: "external",
      label: "Join the platform",
      href: "https://connectb2b.kaizenfusion.in/join",
    },
    {
      kind: "mail",
      label: "Ask about Enterprise plans",
      email: company.salesEmail,
      subject: "ConnectB2B Enterprise plan enquiry",
    },
  ],
};

export const productFacts: ProductFacts = {
  madeBy: "Kaizen Fusion Technologies: our own platform, run by our team in New Delhi.",
  integrations: [
    "WhatsApp Business for match alerts",
    "Google Calendar and Microsoft 365 for meetings",
    "Zoho CRM and other CRMs through the Enterprise API",
    "GSTIN check of every company profile",
  ],
  deployment: "Cloud, as a service in the browser on desktop and phone; nothing to install.",
  pricing:
    "Free to start; paid plans from ₹2,499 a month (Standard), Enterprise priced per agreement. Prices exclude GST.",
  caseStudy: caseStudyOf(
    "agriculture-b2b-commerce",
    "The same matching of sellers with bulk buyers, through verified listings and bids.",
  ),
};
