import { facts } from "./facts";
import type { NavLinkItem } from "./nav";

// The not-found page, answered with HTTP 404 for any unknown path.

export const notFoundPage = {
  title: "Page Not Found (404) | Kaizen Fusion",
  description: "The page you are looking for doesn't exist.",
  code: "404",
  heading: "Page Not Found",
  message: "The page you are looking for doesn't exist.",
  homeLabel: "Back to Home",
  linksHeading: "These pages may help",
} as const;

/** Where most visitors who land on a dead link want to go instead. */
export const notFoundLinks: readonly (NavLinkItem & { text: string })[] = [
  { label: "Home", to: "/index", text: "Software, AI and IoT that move your business forward." },
  {
    label: "Our services",
    to: "/development",
    text: "Custom web and mobile development, audits, support, AI and IoT.",
  },
  {
    label: "Case studies",
    to: "/project-deliver",
    text: `${facts.showcase.phrase} we have delivered, with the results they brought.`,
  },
  {
    label: "Blog",
    to: "/kf-blog",
    text: "Practical articles on software, AI and IoT for business.",
  },
  {
    label: "Contact us",
    to: "/index#lets",
    text: `Tell us what you need; we reply within ${facts.responseTimes.enquiry}.`,
  },
];
