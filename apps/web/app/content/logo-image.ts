// The firm's logo as a square PNG under public/, named by the structured data (Organization and
// BlogPosting publisher): search engines want a raster logo of at least 112 pixels a side. It is
// the brand mark of public/favicon.svg, drawn by scripts/render-logo.ts.
export const logoImage = {
  path: "/logo.png",
  width: 512,
  height: 512,
} as const;
