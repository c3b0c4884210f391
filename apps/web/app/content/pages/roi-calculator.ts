import type { PageContent } from "./page-content";

export default {
  path: "/roi-calculator",
  title: "ROI Calculator for Custom Software | Kaizen Fusion",
  description:
    "Compare your manual and automated costs to estimate the return on investment of custom software, then download the ROI report template.",
  heading: "Estimate Your ROI from Custom Software",
  intro:
    "Enter what a process costs you today and what it would cost once automated. We calculate your savings and return on investment instantly.",
} as const satisfies PageContent;
