import type { PageContent } from "./page-content";

export default {
  path: "/apply-job",
  title: "Apply for a Job | Kaizen Fusion",
  description:
    "Apply for an open position at Kaizen Fusion. Share your experience and resume, and our hiring team will get back to you.",
  heading: "Apply for a Position",
  intro:
    "Tell us about yourself and the role you want. Attach your resume as a PDF or describe your experience, and our hiring team will review your application.",
} as const satisfies PageContent;
