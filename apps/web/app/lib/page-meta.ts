import { company, postalAddress, socialLinks } from "../content/company";
import { logoImage } from "../content/logo-image";
import { contactArea, contactPoints, organizationDescription } from "../content/organization";
import type { PageContent } from "../content/pages/page-content";
import { type ShareImage, shareImage } from "../content/share-card";
import { ogImageFor } from "./og-image/og-image-path";

/** One tag of a page's <head>, as the document layout (layouts/site-document.astro) writes it. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

// Every page's full set of tags: title, description, canonical link and link-preview tags with the
// page's own image, drawn at build time (pages/og).
export function pageMeta({ path, title, description }: PageContent): MetaTag[] {
  const url = `${company.website}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: company.shortName },
    { property: "og:url", content: url },
    ...shareMeta(title, description, ogImageFor(path, title)),
  ];
}

/**
 * Link-preview tags (Open Graph and Twitter card) with a page's own image, or the site's share
 * image for a page the build drew none for.
 */
export function shareMeta(
  title: string,
  description: string,
  { path, width, height, alt }: ShareImage = shareImage,
): MetaTag[] {
  // Crawlers need absolute addresses: the public site's, as in the canonical links.
  const image = `${company.website}${path}`;
  return [
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(width) },
    { property: "og:image:height", content: String(height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: alt },
  ];
}

/** The firm's logo as structured data, by its public address. */
export const logoJsonLd = {
  "@type": "ImageObject",
  url: `${company.website}${logoImage.path}`,
  width: logoImage.width,
  height: logoImage.height,
} as const;

/** The firm's office as structured data. */
export const postalAddressJsonLd = {
  "@type": "PostalAddress",
  streetAddress: postalAddress.street,
  addressLocality: postalAddress.city,
  postalCode: postalAddress.postalCode,
  addressCountry: postalAddress.countryCode,
} as const;

/** Structured data describing the firm, for search engines. */
export const organizationJsonLd: MetaTag = {
  "script:ld+json": {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.name,
    alternateName: company.shortName,
    description: organizationDescription,
    url: company.website,
    logo: logoJsonLd,
    email: company.email,
    telephone: company.phone,
    address: postalAddressJsonLd,
    contactPoint: contactPoints.map((point) => ({
      "@type": "ContactPoint",
      ...point,
      ...contactArea,
    })),
    sameAs: socialLinks.map((link) => link.href),
  },
};
