import { company } from "./company";
import { facts } from "./facts";
import type { Card, Feature, SectionCopy } from "./sections";

// Copy of the manufacturing AI page (/prodsupportai). Its heading and introduction are in
// pages.ts; the form's copy is in features/ai-support.

export const heroActions = [
  { label: "Book a Free Workflow Audit", href: "#contact" },
  { label: "Schedule a Discovery Call", href: "#contact" },
] as const;

export const pains: SectionCopy & { cards: readonly Card[] } = {
  heading: "Where production loses money",
  cards: [
    {
      title: "Unplanned downtime",
      text: "A bearing fails on the night shift and the whole line stops until a technician finds the cause.",
    },
    {
      title: "Defects found too late",
      text: "Quality problems surface at final inspection or at the customer, after the material and machine time are spent.",
    },
    {
      title: "Planning by guesswork",
      text: "Shift plans and material orders are built in spreadsheets that cannot keep up with changing orders.",
    },
    {
      title: "Knowledge in a few heads",
      text: "Only two senior operators know how to set up the critical machine, and one of them retires next year.",
    },
  ],
};

export const tools: SectionCopy & { items: readonly Feature[] } = {
  heading: "AI tools we put to work",
  items: [
    {
      title: "Predictive maintenance.",
      text: "Vibration, temperature and current readings from your machines reveal wear weeks before a breakdown.",
    },
    {
      title: "Vision quality inspection.",
      text: "Cameras on the line check every part for cracks, burrs, dimensions and labels, and stop the line when a trend appears.",
    },
    {
      title: "Production planning assistant.",
      text: "An agent proposes shift plans and material orders from your order book, stock levels and machine availability.",
    },
    {
      title: "Shop-floor knowledge assistant.",
      text: "Operators ask questions in plain language and get answers from your manuals, SOPs and past maintenance logs.",
    },
  ],
};

export const processSteps: SectionCopy & { items: readonly Feature[] } = {
  heading: "Our process",
  items: [
    {
      title: "Workflow audit.",
      text: "We walk your shop floor, study your machine and quality data and pick the use case with the fastest payback.",
    },
    {
      title: "Pilot on one line.",
      text: "Sensors, cameras or data connectors go onto a single line, and the model is trained and tested against real production.",
    },
    {
      title: "Scale and support.",
      text: "Once the pilot meets the agreed targets, we roll out to further lines and plants and keep the models tuned.",
    },
  ],
};

export const sectors: SectionCopy & { cards: readonly Card[] } = {
  heading: "Sectors we serve",
  cards: [
    {
      title: "Automotive components",
      text: "Machining, forging and assembly lines for OEMs and tier suppliers.",
    },
    {
      title: "Textiles and apparel",
      text: "Spinning, weaving and garment units with high machine counts.",
    },
    {
      title: "Food and beverage",
      text: "Packaging lines where speed, hygiene and labelling accuracy matter.",
    },
    {
      title: "Pharmaceuticals",
      text: "Batch processes with strict documentation and inspection rules.",
    },
    {
      title: "Plastics and packaging",
      text: "Moulding and extrusion plants where scrap rates decide margins.",
    },
    {
      title: "Electrical and electronics",
      text: "PCB assembly and testing with fine visual defects.",
    },
  ],
};

export const results: SectionCopy & { cards: readonly Card[] } = {
  heading: "Results our clients see",
  cards: [
    {
      eyebrow: "Predictive maintenance",
      title: "Downtime down 42% in 3 months",
      text: "An auto-components plant in Manesar cut unplanned downtime by 42% within three months of go-live.",
    },
    {
      eyebrow: "Vision inspection",
      title: "Defects down 20-40%",
      text: "Catching faults at the station that causes them reduces defects reaching final inspection by 20-40%.",
    },
    {
      eyebrow: "Early warnings",
      title: "Stoppages down up to 50%",
      text: "Alerts that reach maintenance before a failure reduce line stoppages by up to 50%.",
    },
    {
      eyebrow: "Planning assistant",
      title: "Resource allocation gain 15-30%",
      text: "Better shift and machine plans use people and equipment 15-30% more effectively.",
    },
  ],
};

export const mailContact = {
  text: "Prefer e-mail? Write to",
  email: company.email,
  subject: "AI for Manufacturing enquiry",
} as const;

export const contactSection = {
  id: "contact",
  heading: "Book your free workflow audit",
  intro: `Leave your details and a manufacturing AI consultant will call you within ${facts.responseTimes.enquiry} to plan a visit.`,
} as const;
