import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Where the console's stylesheet finds the brand typeface (the plugin serves it under /admin). */
export const BRAND_FONT_URL = "/admin/assets/plus-jakarta-sans-latin.woff2";

// The public site's typeface and subset (apps/web/app/styles/brand-font.ts): one variable file
// holding every weight of the Latin characters.
const BRAND_FONT_MODULE =
  "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";

/**
 * The typeface's file, read once at start from the installed package: resolved from this module,
 * so it is found both from the TypeScript source and from the bundled dist/server.js (which keeps
 * npm packages external). Undefined when the package is missing: the stylesheet's fallback faces
 * then draw the text, and nothing else changes.
 */
export async function loadBrandFont(): Promise<Buffer | undefined> {
  try {
    return await readFile(createRequire(import.meta.url).resolve(BRAND_FONT_MODULE));
  } catch {
    return undefined;
  }
}
