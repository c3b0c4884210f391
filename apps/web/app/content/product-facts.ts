import { projects } from "./project-deliver";

// The facts a buyer checks before asking for a demo, one block per product page: who makes it,
// what it connects to, where it runs, what it costs and a delivered project to read.

export interface ProductFacts {
  /** The firm that builds and owns the product; a partner's product names the partner. */
  madeBy: string;
  integrations: readonly string[];
  deployment: string;
  /** A starting price or the pricing model, in rupees. */
  pricing: string;
  caseStudy: { id: string; title: string; why: string; result: string; href: string };
}

export const productFactsCopy = {
  heading: "Product facts",
  labels: {
    madeBy: "Made by",
    integrations: "Integrations",
    deployment: "Deployment",
    pricing: "Pricing",
    caseStudy: "Case study",
  },
} as const;

/** The case study a product page links to: one of the delivered projects, by its id, and why it fits. */
export function caseStudyOf(id: string, why: string): ProductFacts["caseStudy"] {
  const project = projects.find((candidate) => candidate.id === id);
  if (!project) throw new Error(`No delivered project with the id "${id}"`);
  return { id, title: project.name, why, result: project.result, href: `/case-studies/${id}` };
}
