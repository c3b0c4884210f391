import { company } from "./company";
import { facts } from "./facts";
import type { CallToAction, Card, Feature, SectionCopy } from "./sections";

// Copy of the IoT solutions page (/IOT). Its heading and introduction are in pages.ts.

export const industries: SectionCopy & { cards: readonly Card[] } = {
  heading: "IoT solutions for your industry",
  intro:
    "The same platform of sensors, gateways and dashboards, shaped to the problems of ten industries.",
  cards: [
    {
      title: "Manufacturing",
      text: "Machine-health sensors and live line dashboards that show downtime, output and energy use for every shift.",
    },
    {
      title: "Telecom",
      text: "Remote monitoring of tower sites: diesel levels, battery health, door access and power outages sent straight to the NOC.",
    },
    {
      title: "Textile",
      text: "Loom and spindle counters, humidity control and production tracking by operator, shift and order.",
    },
    {
      title: "Marine",
      text: "Engine, fuel and bilge monitoring on board, with data relayed to shore whenever the vessel has coverage.",
    },
    {
      title: "Environment",
      text: "Air quality, water quality and noise stations that report to pollution-control formats automatically.",
    },
    {
      title: "Retail",
      text: "Cold-chain alarms for chillers and freezers, footfall counting and energy monitoring across every store.",
    },
    {
      title: "Logistics",
      text: "GPS and temperature trackers for vehicles and containers, with geofence alerts and proof of delivery.",
    },
    {
      title: "Power sector",
      text: "Smart meters, transformer monitoring and feeder load data that help utilities cut losses and plan maintenance.",
    },
    {
      title: "Banking",
      text: "ATM and branch monitoring: cash-cassette levels, power, temperature and tamper alerts in one console.",
    },
    {
      title: "Agriculture",
      text: "Soil moisture, weather and pump controllers that water crops when needed and report to the farmer's phone.",
    },
  ],
};

export const projectSteps: SectionCopy & { items: readonly Feature[] } = {
  heading: "How an IoT project runs",
  intro:
    "From a single pilot site to hundreds of connected locations, in steps you can stop or scale at any point.",
  items: [
    {
      title: "Site survey.",
      text: "We visit a representative site, list what should be measured and check power and network options.",
    },
    {
      title: "Pilot in four to six weeks.",
      text: "A small set of sensors and a working dashboard on one line, store or vehicle, so you see real data before investing more.",
    },
    {
      title: "Review the numbers.",
      text: "Together we check what the pilot revealed, what it saved and which alerts were worth acting on.",
    },
    {
      title: "Roll out.",
      text: "Hardware installed site by site, connected to your ERP or maintenance system and your team trained on the dashboards.",
    },
    {
      title: "Monitor and maintain.",
      text: "We watch device health, replace faulty sensors and update firmware remotely under an annual support plan.",
    },
  ],
};

export const iotCta: CallToAction = {
  heading: "Plan a pilot at one of your sites",
  text: `Tell us your industry, what you would like to measure and how many sites you run. We will propose a pilot with hardware, timeline and cost within ${facts.responseTimes.proposal}.`,
  actions: [
    {
      kind: "mail",
      label: "Email us about an IoT pilot",
      email: company.salesEmail,
      subject: "IoT solution enquiry",
    },
  ],
};
