import type { MetaDescriptor } from "react-router";
import { company, postalAddress, socialLinks } from "../content/company";
import type { PageContent } from "../content/pages/page-content";

// A route's `meta` replaces the root's, so every route builds its full set of tags here.
export function pageMeta({ path, title, description }: PageContent): MetaDescriptor[] {
  const url = `${company.website}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.shortName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
  ];
}

/** Structured data describing the firm, for search engines. */
export const organizationJsonLd: MetaDescriptor = {
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    alternateName: company.shortName,
    url: company.website,
    email: company.email,
    telephone: company.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: postalAddress.street,
      addressLocality: postalAddress.city,
      postalCode: postalAddress.postalCode,
      addressCountry: postalAddress.countryCode,
    },
    sameAs: socialLinks.map((link) => link.href),
  },
};
