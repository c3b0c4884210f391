import { company } from "../../content/company";
import { type JobPosting, jobPostingPath, postingLabels } from "../../content/job-portal";
import { logoImage } from "../../content/logo-image";
import { type MetaTag, postalAddressJsonLd } from "../../lib/page-meta";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const escapeHtml = (text: string) =>
  text.replace(/[&<>]/g, (character) => HTML_ESCAPES[character] ?? character);

const htmlList = (heading: string, points: readonly string[]) =>
  `<h3>${escapeHtml(heading)}</h3><ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul>`;

/** The whole posting as the page shows it, in the HTML search engines accept as a description. */
export function jobPostingDescriptionHtml(posting: JobPosting): string {
  return [
    `<p>${escapeHtml(posting.description)}</p>`,
    htmlList(postingLabels.responsibilities, posting.responsibilities),
    htmlList(postingLabels.requiredSkills, posting.requiredSkills),
    htmlList(postingLabels.bonusSkills, posting.bonusSkills),
    htmlList(postingLabels.offers, posting.offers),
  ].join("");
}

/**
 * schema.org JobPosting data of one open position, for that position's own page: search engines
 * read job markup only on a page about a single job.
 */
export function jobPostingJsonLd(posting: JobPosting): MetaTag {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: posting.title,
      description: jobPostingDescriptionHtml(posting),
      identifier: { "@type": "PropertyValue", name: company.shortName, value: posting.reference },
      datePosted: posting.datePosted,
      // Applications close at the end of that day on the firm's clock.
      validThrough: `${posting.validThrough}T23:59:59+05:30`,
      employmentType: posting.schemaEmploymentType,
      hiringOrganization: {
        "@type": "Organization",
        name: company.name,
        sameAs: company.website,
        logo: `${company.website}${logoImage.path}`,
      },
      // Telecommuting only for a fully remote role; a hybrid or on-site one is at the office.
      ...(posting.workMode === "remote"
        ? {
            jobLocationType: "TELECOMMUTE",
            applicantLocationRequirements: { "@type": "Country", name: "India" },
          }
        : { jobLocation: { "@type": "Place", address: postalAddressJsonLd } }),
      directApply: true,
      url: `${company.website}${jobPostingPath(posting)}`,
    },
  };
}
