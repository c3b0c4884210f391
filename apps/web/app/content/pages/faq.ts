import { facts } from "../facts";
import type { PageContent } from "./page-content";

export default {
  path: "/faq",
  title: "Frequently Asked Questions | Kaizen Fusion",
  description:
    "Answers to common questions about budgets, tracking your enquiry and working with clients outside India.",
  heading: "Frequently Asked Questions",
  intro: `Quick answers to the questions we hear most often. If yours is not here, write to us and we will reply within ${facts.responseTimes.enquiry}.`,
} as const satisfies PageContent;
