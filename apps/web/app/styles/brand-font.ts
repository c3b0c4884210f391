// The brand typeface, self-hosted: Plus Jakarta Sans as one variable file (every weight) holding
// only the Latin subset, which covers all of the site's copy. The document preloads this same URL
// so the text paints in the brand face on the first frame in most visits.
import brandFontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";

export { brandFontUrl };

/**
 * The fallback faces: local Arial scaled to Plus Jakarta Sans's average character
 * width, ascent and descent, so lines break and sit in the same place before and after the swap
 * and nothing below them moves. Regular text: from the two fonts' published metrics (Plus Jakarta
 * Sans: 1000 units per em, ascent 1038, descent 222, average width 468; Arial: 2048, average width
 * 913). Bold text gets Arial Bold, whose widths differ: scaled to match the brand face at the
 * headings' weight (750), measured on the site's headings; the ascent and descent follow the scale.
 */
export const fallbackFaces = [
  {
    weights: "100 599",
    sources: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    metrics: { size: "104.98%", ascent: "98.88%", descent: "21.15%" },
  },
  {
    weights: "600 900",
    sources: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
    metrics: { size: "100.7%", ascent: "103.08%", descent: "22.05%" },
  },
];

const fallbackFace = ({ weights, sources, metrics }: (typeof fallbackFaces)[number]) => `
@font-face {
  font-family: "Plus Jakarta Sans Fallback";
  font-weight: ${weights};
  src: ${sources.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${metrics.size};
  ascent-override: ${metrics.ascent};
  descent-override: ${metrics.descent};
  line-gap-override: 0%;
}`;

/** The face itself, then the fallback faces. */
export const brandFontFaces = `
@font-face {
  font-family: "Plus Jakarta Sans Variable";
  font-style: normal;
  font-display: swap;
  font-weight: 200 800;
  src: url(${brandFontUrl}) format("woff2-variations"), url(${brandFontUrl}) format("woff2");
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}${fallbackFaces.map(fallbackFace).join("")}`;
