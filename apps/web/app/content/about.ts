import { TEAM, type TeamMemberName } from "@site/content/team";
import { company } from "./company";
import { facts } from "./facts";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";
import { personAnchor, teamLook } from "./team-looks";

// Copy of the about page (/about). Its heading and introduction are in pages.ts.

export const mission: SectionCopy = {
  heading: "Our mission",
  paragraphs: [
    `We help growing Indian and international businesses replace spreadsheets, paper and patchwork tools with software that fits the way they actually work. Since ${facts.founded.year} that has meant ERPs for factories in Ludhiana and Tiruppur, billing systems for retail chains, AI agents that answer clinic phones at midnight and sensors that warn a plant manager before a motor fails.`,
    `Kaizen means improvement in small, steady steps. We ship early, measure what changed and keep refining, and we stay on after launch: most of our clients have worked with us for ${facts.clientTenure.phrase}.`,
  ],
};

/** The anchor of a person's card on this page; the blog's structured data links authors to it. */
export { personAnchor };

// What each of the firm's leaders does; their names and titles come from packages/content, as
// on the business cards and the blog's bylines, so every page tells one story.
const bios: Record<TeamMemberName, string> = {
  "Arjun Mehta": `Spent fourteen years building retail and supply-chain systems before founding Kaizen Fusion in ${facts.founded.year}; still sits in on every new client's first workshop.`,
  "Priya Raghavan":
    "Leads our agentic AI and voice agent work, from prompt design to evaluation, with a firm rule that every agent can hand over to a human.",
  "Vikram Sethi":
    "Has audited and rebuilt ERPs and point-of-sale estates for manufacturers and retail chains; the person to ask when month-end closing takes too long.",
  "Neha Kapoor":
    "An electronics engineer who has wired sensors into looms, ship engines and cold rooms, and makes sure the data they send can be trusted.",
  "Rohan Bhatia": `Runs our web and mobile teams and the ${facts.demoCadence.adjective} demo rhythm every project follows; sets the coding standards and review practice they work to.`,
  "Sana Qureshi":
    "Looks after the cloud accounts, backups and access controls of the systems we run for clients, and leads round-the-clock support for critical systems.",
};

const leaders: readonly Card[] = TEAM.map((member) => ({
  title: member.name,
  eyebrow: member.title,
  text: bios[member.name],
}));

export const team: SectionCopy & { people: readonly Card[] } = {
  heading: "The people you will work with",
  intro: `Our ${facts.team.value} ${facts.team.label} are led by people who still review code, join workshops and answer the phone when something goes wrong.`,
  people: leaders.map((person) => ({
    ...person,
    id: personAnchor(person.title),
    ...teamLook(personAnchor(person.title)),
  })),
};

export const architects: SectionCopy & { people: readonly Card[] } = {
  heading: "Our solution architects",
  intro:
    "Every project has a named architect who owns its technical decisions from the first estimate to the last release.",
  people: [
    {
      title: "Rohit Bansal",
      eyebrow: "Enterprise and ERP architecture",
      text: "Designs ERPs and integrations for manufacturing, textile and construction firms, with a focus on clean data models that survive years of change.",
      tags: ["ERP", "Oracle", "PostgreSQL", "Integration"],
    },
    {
      title: "Meenakshi Iyer",
      eyebrow: "Cloud, data and reporting",
      text: "Builds the data pipelines, warehouses and dashboards behind our business intelligence work, and keeps cloud bills in proportion to the value they deliver.",
      tags: ["AWS", "Azure", "Power BI", "Data warehousing"],
    },
    {
      title: "Abhishek Nair",
      eyebrow: "Mobile and AI systems",
      text: "Architects our mobile apps and AI agents, including offline sync for field teams and the guardrails that keep agents accurate and auditable.",
      tags: ["React Native", "Flutter", "LLM agents", "Offline sync"],
    },
  ].map((person) => ({ ...person, ...teamLook(personAnchor(person.title)) })),
};

export const differentiators: SectionCopy & { items: readonly Feature[] } = {
  heading: "What makes us different",
  items: [
    {
      title: "A fixed team, not a rotating bench.",
      text: "The engineers who start your project finish it, so knowledge stays with your product instead of leaving with a handover document.",
    },
    {
      title: `Working software ${facts.demoCadence.interval}.`,
      text: `You see and use real progress in a ${facts.demoCadence.adjective} demo, and you can change priorities before money is spent on the wrong feature.`,
    },
    {
      title: "Prices you can check.",
      text: "Estimates are broken down screen by screen and feature by feature, the same way our online calculator works.",
    },
    {
      title: "Support that picks up the phone.",
      text: "After go-live you reach people who know your system by name, in New Delhi business hours and round the clock for critical systems.",
    },
    {
      title: "Industry knowledge before code.",
      text: "We have built for retail, textiles, healthcare, logistics and manufacturing, so we ask the right questions in the first meeting.",
    },
    {
      title: "You own everything.",
      text: "Source code, data and documentation belong to you from day one, hosted on your cloud account or ours as you prefer.",
    },
  ],
};

export const aboutCta: CallToAction = {
  heading: "Let us talk about your next project",
  text: `Tell us what slows your team down today. We will reply within ${facts.responseTimes.enquiry} with questions, ideas and, where we can, a first estimate.`,
  actions: [
    {
      kind: "mail",
      label: "Write to us",
      email: company.email,
      subject: "Enquiry from the About Us page",
    },
    { kind: "page", label: "Meet our mission and values", to: "/mission-vission" },
  ],
};

/** The picture beside the introduction: the story told in the mission above, as milestones. */
export const aboutStory = {
  heading: `Our story since ${facts.founded.year}`,
  milestones: [
    { label: `${facts.founded.year}`, detail: `Founded in ${facts.founded.city}` },
    { label: "Factories", detail: "ERPs for Ludhiana and Tiruppur" },
    { label: "Retail", detail: "Billing systems for retail chains" },
    { label: "Industry", detail: "Sensors that warn before a motor fails" },
    { label: "Today", detail: "AI agents that answer clinic phones" },
  ],
  facts: [
    { value: facts.clients.value, lines: [facts.clients.label] },
    { value: facts.clientTenure.value, lines: ["most clients have", "worked with us"] },
  ],
  kaizen: { label: "Kaizen", detail: "small, steady steps" },
} as const;
