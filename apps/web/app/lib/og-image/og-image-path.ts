import { company } from "../../content/company";

// Each prerendered page's own link-preview image, drawn at build time by pages/og/[...slug].png.ts.
// This file holds only what the page tags need, so no page pulls in the drawing code.

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The not-found page answers any unknown path; its image is named as if it lived at /404. */
export const NOT_FOUND_PATH = "/404";

/** Where a page's image is served: /index → /og/index.png, /kf-blog/<id> → /og/kf-blog/<id>.png. */
export function ogImagePath(pagePath: string): string {
  const slug = pagePath.replace(/^\/+|\/+$/g, "") || "index";
  return `/og/${slug}.png`;
}

/** The title drawn on the image: the page's title without the firm's name, shown above it. */
export function ogImageTitle(pageTitle: string): string {
  const name = company.shortName;
  const stripped = pageTitle
    .replace(new RegExp(`\\s*\\|\\s*${name}$`), "")
    .replace(new RegExp(`^${name}\\s*\\|\\s*`), "")
    .trim();
  return stripped || pageTitle;
}

/** What the page tags say about a page's image. */
export function ogImageFor(pagePath: string, pageTitle: string) {
  const title = ogImageTitle(pageTitle);
  return {
    path: ogImagePath(pagePath),
    ...OG_IMAGE_SIZE,
    alt: `${company.shortName} logo with the title “${title}”`,
  };
}
