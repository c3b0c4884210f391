import type { PageContent } from "./page-content";

export default {
  path: "/about",
  title: "About Us: Our Team and Our Story | Kaizen Fusion",
  description:
    "Meet Kaizen Fusion: a New Delhi consulting firm of engineers, architects and AI specialists delivering software that keeps improving with your business.",
  heading: "About Us",
  intro:
    "Kaizen Fusion takes its name from kaizen, continuous improvement. Our engineers, solution architects and AI specialists work beside your team to build software that keeps getting better long after launch day.",
} as const satisfies PageContent;
