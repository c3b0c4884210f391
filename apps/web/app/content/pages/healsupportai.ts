import type { PageContent } from "./page-content";

export default {
  path: "/healsupportai",
  title: "AI for Medical Clinics | Kaizen Fusion",
  description:
    "AI assistants for clinics: faster diagnostic turnaround, smoother scheduling and less paperwork. Book a free AI readiness audit.",
  heading: "AI for Medical Clinics",
  intro:
    "Clinics lose hours every day to scheduling, reports and follow-ups. We put practical AI to work on those tasks so your doctors and staff can spend more time with patients.",
} as const satisfies PageContent;
