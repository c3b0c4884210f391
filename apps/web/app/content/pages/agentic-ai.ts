import type { PageContent } from "./page-content";

export default {
  path: "/agentic-ai",
  title: "Agentic AI Services and Early Access | Kaizen Fusion",
  description:
    "AI agents that handle bookings, follow-ups and back-office work. Workflows up to 70% faster and costs cut 30-50%. Join the early access program.",
  heading: "Agentic AI Services",
  intro:
    "Our AI agents answer calls, book appointments, chase follow-ups and update your systems on their own, so your people can focus on the work that needs a human.",
} as const satisfies PageContent;
