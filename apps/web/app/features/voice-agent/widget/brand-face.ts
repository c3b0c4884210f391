// The site's typeface in the widget's own document: the same faces the site's pages declare, so
// the demo reads as part of the site rather than in the system font. Added as FontFace objects:
// the site's policy (style-src 'self') refuses any style sheet a script writes.
import { brandFontUrl, fallbackFaces } from "../../../styles/brand-font";

export function applyBrandFace() {
  const faces = [
    new FontFace("Plus Jakarta Sans Variable", `url(${brandFontUrl}) format("woff2")`, {
      weight: "200 800",
      display: "swap",
    }),
    ...fallbackFaces.map(
      ({ weights, sources, metrics }) =>
        new FontFace(
          "Plus Jakarta Sans Fallback",
          sources.map((name) => `local("${name}")`).join(", "),
          {
            weight: weights,
            ascentOverride: metrics.ascent,
            descentOverride: metrics.descent,
            lineGapOverride: "0%",
            sizeAdjust: metrics.size,
          } as FontFaceDescriptors,
        ),
    ),
  ];
  for (const face of faces) document.fonts.add(face);
}
