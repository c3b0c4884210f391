import { type Project, projects } from "./project-deliver";

// The case studies on the home page: a few of the delivered projects (/project-deliver), each
// linking to its full write-up there.

const featuredIds = ["grocery-delivery-app", "textile-erp", "retail-business-intelligence"];

export const caseStudiesSection = {
  id: "case-studies",
  heading: "Case studies",
  intro:
    "A few of the projects we have delivered, and what changed for the businesses that run on them.",
  resultLabel: "The result",
  tagsLabel: "Technologies used",
  allLink: { label: `See all ${projects.length} delivered projects`, to: "/project-deliver" },
  featured: featuredIds
    .map((id) => projects.find((project) => project.id === id))
    .filter((project): project is Project => project !== undefined),
} as const;

/** A project's write-up on the delivered-projects page. */
export const caseStudyPath = (project: Project) => `/project-deliver#${project.id}`;
