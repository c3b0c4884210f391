import { company, postalAddress } from "../../content/company";
import type { JobPosting } from "../../content/job-portal";
import type { MetaTag } from "../../lib/page-meta";

/** schema.org JobPosting data of the open positions, so search engines can list them. */
export function jobPostingsJsonLd(postings: readonly JobPosting[]): MetaTag[] {
  return postings.map((posting) => ({
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: posting.title,
      description: posting.description,
      datePosted: posting.datePosted,
      employmentType: posting.schemaEmploymentType,
      hiringOrganization: {
        "@type": "Organization",
        name: company.name,
        sameAs: company.website,
      },
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: postalAddress.street,
          addressLocality: postalAddress.city,
          postalCode: postalAddress.postalCode,
          addressCountry: postalAddress.countryCode,
        },
      },
      ...(posting.remote
        ? {
            jobLocationType: "TELECOMMUTE",
            applicantLocationRequirements: { "@type": "Country", name: "India" },
          }
        : {}),
      directApply: true,
      url: `${company.website}/apply-job?${new URLSearchParams({ job: posting.job })}`,
    },
  }));
}
