import type { NavLinkItem } from "./nav";
import type { PageContent } from "./pages/page-content";
import { caseStudyPath, type Project, projects } from "./project-deliver";

// The case studies: a few of the delivered projects on the home page, and each project's own page
// (/case-studies/<id>) with its figures, story and client's words. The projects themselves live in
// project-deliver.ts, the showcase the spec describes.

export { caseStudyPath };

const featuredIds = ["grocery-delivery-app", "textile-erp", "retail-business-intelligence"];

export const caseStudiesSection = {
  id: "case-studies",
  heading: "Case studies",
  intro:
    "A few of the projects we have delivered, and what changed for the businesses that run on them.",
  resultLabel: "The result",
  tagsLabel: "Technologies used",
  // The showcase is a selection of our work, never its total.
  allLink: { label: `See ${projects.length} selected projects`, to: "/project-deliver" },
  featured: featuredIds
    .map((id) => projects.find((project) => project.id === id))
    .filter((project): project is Project => project !== undefined),
} as const;

/** The labels of a case study's metrics strip, in the order it shows them. */
export const metricLabels = {
  baseline: "Before",
  result: "After",
  timeframe: "Timeframe",
  teamSize: "Team size",
  stack: "Stack",
  industry: "Industry",
} as const;

export const caseStudyCopy = {
  metricsLabel: "The project in figures",
  story: {
    heading: "How it went",
    steps: [
      { key: "challenge", label: "Challenge" },
      { key: "approach", label: "Approach" },
      { key: "outcome", label: "Outcome" },
    ],
  },
  related: {
    heading: "Related pages",
    industries: "Industry",
    services: "Services and products used",
    more: "More case studies",
  },
  readMore: "Read the case study",
  allLink: { label: `All ${projects.length} selected projects`, to: "/project-deliver" },
} as const;

/** The case studies shown on a service page whose work they drew on. */
export const serviceCaseStudiesCopy = {
  heading: "Where we have done this",
  intro: "Projects that drew on this work, with the figures before and after.",
} as const;

/** When the case-study pages were written up; each Article's publication date. */
export const caseStudyPublished = "2026-11-27";

/** Home › Case studies › the project: the trail shown above a case study's heading. */
export const caseStudiesCrumb: NavLinkItem = { label: "Case studies", to: "/project-deliver" };

const SITE = "Kaizen Fusion";
// Search results cut titles after about 60 characters.
const TITLE_MAX = 60;

function caseStudyTitle(name: string): string {
  const title = `${name} case study | ${SITE}`;
  return title.length <= TITLE_MAX
    ? title
    : `${name.replaceAll(" and ", " & ")} case study | ${SITE}`;
}

/** A case-study page as the route table lists it. */
export function caseStudyPage(project: Project): PageContent {
  const client = project.clientType.charAt(0).toLowerCase() + project.clientType.slice(1);
  const article = /^[aeiou]/.test(client) ? "an" : "a";
  return {
    path: caseStudyPath(project),
    title: caseStudyTitle(project.name),
    description: `Case study: ${project.name.toLowerCase()} for ${article} ${client}. ${project.result}`,
    heading: project.name,
    intro: `For ${article} ${client}. ${project.result}`,
  };
}

/** Every case-study page, keyed by path, for the route table (pages.ts). */
export const caseStudyPages = Object.fromEntries(
  projects.map((project) => [caseStudyPath(project), caseStudyPage(project)]),
) as Record<`/case-studies/${string}`, PageContent>;

export function findProject(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}
