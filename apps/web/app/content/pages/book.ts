import type { PageContent } from "./page-content";

export default {
  path: "/book",
  title: "Book a Free First Call | Kaizen Fusion",
  description:
    "Pick a time for a free 30-minute call with a Kaizen Fusion consultant about your software, AI or IoT project, and get the calendar invitation by e-mail at once.",
  heading: "Book a call",
  intro:
    "Talk to a consultant about your software, AI or automation plans: a free, no-obligation video call at a time that suits you.",
} as const satisfies PageContent;
