import type { PageContent } from "./page-content";

export default {
  path: "/IOT",
  title: "IoT Solutions for Industry | Kaizen Fusion",
  description:
    "Connected sensors, gateways and dashboards for manufacturing, logistics, power, agriculture and more, designed and supported by Kaizen Fusion.",
  heading: "IoT Solutions",
  intro:
    "We connect machines, vehicles and sites to dashboards and alerts you can act on, from the sensor on the shop floor to the report on your desk.",
} as const satisfies PageContent;
