// Copy of the home page (/index). The banner heading and introduction live in pages.ts.

import { contactMessages } from "@site/contracts";
import { facts } from "./facts";
import type { NavLinkItem } from "./nav";
import type { PersonLook } from "./people";
import { quoteCarouselControls } from "./testimonial-controls";

export interface HomeFeature {
  id: string;
  heading: string;
  text: string;
  points: readonly string[];
  link: NavLinkItem;
}

export interface Testimonial extends PersonLook {
  id: number;
  quote: string;
  name: string;
  role: string;
  company: string;
}

export const banner = {
  eyebrow: "IT and AI consulting from New Delhi",
  primaryAction: { label: "Let's Talk", to: "#lets" },
  secondaryAction: { label: "Explore our services", to: "/development" },
} as const;

export const trust = {
  heading: "Trusted by businesses across India and beyond",
  text: `Over ${facts.clients.count} ${facts.clients.label}, more than ${facts.enterprises.count} of them enterprises, rely on us to build and run the software behind their daily work, from family-run shops to listed companies.`,
  figures: [
    { value: facts.clients.value, label: facts.clients.label },
    { value: facts.enterprises.value, label: facts.enterprises.label },
  ],
} as const;

export const features: readonly HomeFeature[] = [
  {
    id: "app-development",
    heading: "App Development with AI",
    text: "We build web and mobile applications with AI-assisted engineering: faster prototypes, thorough automated testing and features such as smart search, document reading and chat built in from the start.",
    points: [
      "Web portals, mobile apps and internal tools",
      "AI features designed around your data",
      `Transparent estimates and ${facts.demoCadence.adjective} demos`,
    ],
    link: { label: "See custom development", to: "/development" },
  },
  {
    id: "agentic-ai-consultancy",
    heading: "Agentic AI Consultancy",
    text: "AI agents can take calls, book appointments, chase payments and update records without waiting for a person. We find the workflows where they pay off, build them safely and keep a human in control.",
    points: [
      "Readiness audit of your processes and data",
      "Agents connected to the tools you already use",
      "Clear guardrails, monitoring and hand-over to staff",
    ],
    link: { label: "Discover agentic AI", to: "/agentic-ai" },
  },
];

export const iot = {
  id: "iot-solution",
  heading: "IoT Solution",
  text: "Sensors, gateways and dashboards that show what is happening on your floor, fleet or field right now, with alerts before small problems become expensive ones. We deliver IoT for:",
  industries: [
    "Manufacturing",
    "Telecom",
    "Textile",
    "Marine",
    "Environment",
    "Retail",
    "Logistics",
    "Power sector",
    "Banking",
    "Agriculture",
  ],
  link: { label: "Explore IoT solutions", to: "/IOT" },
} as const;

export const testimonials = {
  id: "testimonials",
  heading: "What Our Clients Say",
  controls: quoteCarouselControls,
  items: [
    {
      id: 1,
      quote:
        "Kaizen Fusion rebuilt our order management system in four months. Orders that used to take a day to process now leave the warehouse the same afternoon.",
      name: "Gurpreet Sandhu",
      role: "Operations Director",
      company: "Doaba Foods Distribution, Jalandhar",
      portrait: { seed: "gurpreet-sandhu", hair: "short" },
    },
    {
      id: 2,
      quote:
        "Their AI booking agent now answers most of our appointment calls. Our front desk finally has time for the patients standing in front of them.",
      name: "Dr. Lakshmi Venkataraman",
      role: "Medical Director",
      company: "Nilgiri Family Clinics, Coimbatore",
      portrait: { seed: "lakshmi-venkataraman", hair: "bun", glasses: true },
    },
    {
      id: 3,
      quote:
        "The IoT dashboards show every loom on our floor in real time. In the first month we caught two breakdowns before they stopped production.",
      name: "Senthil Murugan",
      role: "Plant Head",
      company: "Kaveri Knitwear Exports, Tiruppur",
      portrait: { seed: "senthil-murugan", hair: "wavy" },
    },
  ] satisfies readonly Testimonial[],
} as const;

export const contact = {
  id: "lets",
  heading: "Let's Talk",
  text: `Tell us what you are working on. A consultant will get back to you within ${facts.responseTimes.enquiry}.`,
  form: {
    name: "Contact form",
    legend: "Your details and request",
    labels: {
      name: "Name",
      email: "Email",
      phone: "Phone (optional)",
      request: "How can we help?",
    },
    phoneHint:
      "7 to 15 digits, with an optional + before the country code; spaces and dashes are fine",
    submit: "Submit Request",
    overlay: "Sending your request",
    thankYou: {
      heading: "Request received",
      text: contactMessages.thankYou,
      again: contactMessages.submitAnother,
    },
    dataUse:
      "We use your name, e-mail address, phone number and message only to answer your request.",
  },
} as const;
