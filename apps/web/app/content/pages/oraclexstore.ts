import type { PageContent } from "./page-content";

export default {
  path: "/oraclexstore",
  title: "Retail POS Support for Oracle Xstore | Kaizen Fusion",
  description:
    "Round-the-clock Oracle Xstore point-of-sale support: upgrades, integrations, store roll-outs and incident response for retail chains.",
  heading: "Retail POS Support for Oracle Xstore",
  intro:
    "Every minute a till is down costs sales. Our Xstore specialists keep your stores trading with proactive monitoring, quick fixes and carefully planned upgrades.",
} as const satisfies PageContent;
