import { caseStudyPage, caseStudyPublished } from "../content/case-studies";
import { company } from "../content/company";
import type { Project } from "../content/project-deliver";
import { ogImageFor } from "./og-image/og-image-path";
import { logoJsonLd, type MetaTag } from "./page-meta";

/** A case study as schema.org Article: written and published by the firm, about one project. */
export function caseStudyArticleJsonLd(project: Project): MetaTag {
  const page = caseStudyPage(project);
  const url = `${company.website}${page.path}`;
  const image = ogImageFor(page.path, page.title);
  const firm = { "@type": "Organization", name: company.name, url: company.website };
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: `${project.name}: ${project.result}`.slice(0, 110),
      description: page.description,
      image: {
        "@type": "ImageObject",
        url: `${company.website}${image.path}`,
        width: image.width,
        height: image.height,
      },
      datePublished: caseStudyPublished,
      dateModified: caseStudyPublished,
      author: firm,
      publisher: { ...firm, logo: logoJsonLd },
      about: project.industry,
      keywords: project.tags.join(", "),
      mainEntityOfPage: url,
    },
  };
}
