import { company, postalAddress } from "./company";

// The site's general link-preview image (Open Graph and Twitter card tags), a PNG committed under
// public/ and drawn by scripts/render-share-card.ts from share-card-copy.ts. Every prerendered page
// names its own image instead, drawn at build time (lib/og-image, pages/og); this one stays the
// image of any page without one (lib/page-meta.ts: shareMeta).

/** What link-preview tags say about an image served from the site's root. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's general image. */
export const shareImage: ShareImage = {
  path: "/share-card.png",
  width: 1200,
  height: 630,
  alt: `${company.shortName}: software, AI and IoT consulting from ${postalAddress.city}`,
};
