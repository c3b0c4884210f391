import { company, postalAddress } from "./company";

// The text drawn on the link-preview image (public/share-card.png) by scripts/render-share-card.ts.
// Apart from share-card.ts so that no page bundle carries it.

export const shareCardCopy = {
  eyebrow: `IT and AI consulting · ${postalAddress.city}`,
  heading: company.shortName,
  text: company.tagline,
  footer: company.website.replace(/^https:\/\//, ""),
} as const;
