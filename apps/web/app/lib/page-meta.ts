import type { MetaDescriptor } from "react-router";
import { company, postalAddress, socialLinks } from "../content/company";
import type { PageContent } from "../content/pages/page-content";
import { shareImage } from "../content/share-card";

// A route's `meta` replaces the root's, so every route builds its full set of tags here.
export function pageMeta({ path, title, description }: PageContent): MetaDescriptor[] {
  const url = `${company.website}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.shortName },
    { property: "og:url", content: url },
    ...shareMeta(title, description),
  ];
}

/** Link-preview tags (Open Graph and Twitter card) with the site's share image. */
export function shareMeta(title: string, description: string): MetaDescriptor[] {
  // Crawlers need absolute addresses: the public site's, as in the canonical links.
  const image = `${company.website}${shareImage.path}`;
  return [
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
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
