import { company, postalAddress } from "./company";

// The link-preview image of every page (Open Graph and Twitter card tags), a PNG committed under
// public/ and drawn by scripts/render-share-card.ts from share-card-copy.ts.

/** What the page tags say about the image; it is served from the site's root. */
export const shareImage = {
  path: "/share-card.png",
  width: 1200,
  height: 630,
  alt: `${company.shortName}: software, AI and IoT consulting from ${postalAddress.city}`,
} as const;
