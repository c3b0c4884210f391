import { company } from "./company";
import { caseStudyOf, type ProductFacts } from "./product-facts";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the KF FairEx launch page (/kf-fairex). Its heading and introduction are in pages.ts.

export const launch: SectionCopy = {
  heading: "Now available for organisers across India",
  paragraphs: [
    "After a year of pilots at trade fairs in Pragati Maidan, Greater Noida and Mumbai, KF FairEx is open to every exhibition organiser. It replaces spreadsheets, paper badges and printed floor plans with one platform for the whole show.",
    "Exhibitors enrol and pay for their stalls online, visitors register and navigate the halls from their phones, and organisers see footfall and leads as the show happens.",
  ],
};

export const audiences: SectionCopy & { cards: readonly Card[] } = {
  heading: "One platform for everyone at the show",
  cards: [
    {
      title: "For organisers",
      points: [
        "Interactive floor plan with live stall availability",
        "Online stall booking, invoicing and payment collection",
        "Visitor registration with QR badges",
        "Live dashboards of footfall by hall and hour",
      ],
    },
    {
      title: "For exhibitors",
      points: [
        "Self-service enrolment and stall selection",
        "Company profile and product catalogue in the visitor app",
        "Lead capture by scanning visitor badges",
        "Lead export to Excel or your CRM after the show",
      ],
    },
    {
      title: "For visitors",
      points: [
        "Registration in under a minute",
        "Searchable exhibitor list and hall maps",
        "Bookmarks and meeting requests to exhibitors",
        "Seminar schedule with reminders",
      ],
    },
  ],
};

export const highlights: SectionCopy & { items: readonly Feature[] } = {
  heading: "Why organisers choose KF FairEx",
  items: [
    {
      title: "Faster entry.",
      text: "QR badges scanned at the gate cut queues at peak hours to a few minutes.",
    },
    {
      title: "Stalls sold sooner.",
      text: "Exhibitors see the live floor plan and book the moment enrolment opens.",
    },
    {
      title: "Leads exhibitors can prove.",
      text: "Every scanned badge becomes a lead with name, company and interest, ready for follow-up.",
    },
    {
      title: "Works on busy networks.",
      text: "The visitor app keeps maps and the exhibitor list offline when the hall's mobile signal drops.",
    },
  ],
};

export const fairexCta: CallToAction = {
  heading: "Bring KF FairEx to your next show",
  text: "Organisers can ask us for a feature walkthrough, exhibitors can enrol for a listed show and visitors can get the Android app before they arrive.",
  actions: [
    {
      kind: "mail",
      label: "Ask about features",
      email: company.salesEmail,
      subject: "KF FairEx features enquiry",
    },
    {
      kind: "external",
      label: "Enrol as an exhibitor",
      href: "https://fairex.kaizenfusion.in/exhibitors",
    },
    {
      kind: "external",
      label: "Get the visitor app on Google Play",
      href: "https://play.google.com/store/apps/details?id=in.kaizenfusion.fairex",
    },
  ],
};

export const productFacts: ProductFacts = {
  madeBy:
    "Kaizen Fusion Technologies: our own product, built and supported by our team in New Delhi.",
  integrations: [
    "Razorpay and UPI for stall payments",
    "Tally Prime for stall invoices",
    "Zoho CRM and Salesforce for exhibitor lead export",
    "WhatsApp Business for badges and reminders",
    "Microsoft Excel exports",
  ],
  deployment:
    "Cloud, hosted by us in Indian data centres. Visitor app for Android; gate scanners keep working offline and sync when the network returns.",
  pricing:
    "From ₹60,000 per show for up to 150 stalls, then ₹250 per extra stall; exhibitor lead capture included. Prices exclude GST.",
  caseStudy: caseStudyOf(
    "grocery-delivery-app",
    "Built by the same team: customer apps, fast barcode checks and Razorpay payments, as at a show's gates and stall desk.",
  ),
};
