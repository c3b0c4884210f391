import type { PageContent } from "./page-content";

export default {
  path: "/connectb2b",
  title: "ConnectB2B: B2B Matchmaking Platform | Kaizen Fusion",
  description:
    "ConnectB2B matches buyers, suppliers and partners. Compare Free, Standard, Premium and Enterprise plans and join the platform today.",
  heading: "ConnectB2B: B2B Matchmaking Platform",
  intro:
    "ConnectB2B introduces businesses to the buyers, suppliers and partners they are looking for, so you spend your time on conversations that can turn into contracts.",
} as const satisfies PageContent;
