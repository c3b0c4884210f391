import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import opentype, { type Font, type Path } from "opentype.js";
import { company } from "../../content/company";
import type { OgImagePage } from "./og-image-pages";
import { OG_IMAGE_SIZE } from "./og-image-path";

// Draws a page's link-preview image at build time: an SVG with every letter already turned into
// a path in the brand typeface (so nothing depends on the fonts installed where the build runs),
// rasterised to PNG.

// The brand tokens of styles/global.css.
const COLORS = {
  navy: "#0b1f3a",
  navyMid: "#0a2f63",
  primary: "#0a4fa3",
  onDark: "#fff",
  onDarkMuted: "#c9d6ea",
  accent: "#f59e0b",
} as const;

const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;
const MARGIN_X = 80;
const TITLE_WIDTH = WIDTH - 2 * MARGIN_X;
const TITLE_MAX_LINES = 3;
// Font sizes tried in turn until the title fits on TITLE_MAX_LINES lines.
const TITLE_SIZES = [76, 70, 64, 58, 52, 48] as const;
const TITLE_LINE_HEIGHT = 1.16;
// The band between the logo and the footer where the kicker and title are centred.
const BODY_TOP = 184;
const BODY_BOTTOM = 530;
const KICKER_SIZE = 28;
const KICKER_GAP = 28;
// Plus Jakarta Sans' capital height and descender depth, as fractions of the font size.
const CAP_HEIGHT = 0.72;
const DESCENDER = 0.22;

// The static package's .woff files: the variable one ships only WOFF2, which the parser cannot read.
const fontFolder = join(
  dirname(createRequire(import.meta.url).resolve("@fontsource/plus-jakarta-sans/LICENSE")),
  "files",
);

/**
 * The parser stops on one of the typeface's glyph-composition (ccmp) lookups, a form it cannot
 * read yet. Latin titles need none of them: composed accents have their own glyphs.
 */
function withoutGlyphComposition(font: Font) {
  const gsub = font.tables.gsub as
    | { features?: { tag: string; feature: { lookupListIndexes: number[] } }[] }
    | undefined;
  for (const { tag, feature } of gsub?.features ?? []) {
    if (tag === "ccmp") feature.lookupListIndexes = [];
  }
}

const fonts = new Map<number, Font>();
function brandFont(weight: 600 | 700 | 800): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(join(fontFolder, `plus-jakarta-sans-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    withoutGlyphComposition(font);
    fonts.set(weight, font);
  }
  return font;
}

// Written here rather than by the parser's own serialiser, whose rounding cache now and then
// gives NaN for a coordinate (and a glyph cut short).
const coordinate = (value: number) => String(Math.round(value * 10) / 10);
function pathData(path: Path): string {
  return path.commands
    .map((command) => {
      switch (command.type) {
        case "M":
        case "L":
          return `${command.type}${coordinate(command.x)} ${coordinate(command.y)}`;
        case "Q":
          return `Q${[command.x1, command.y1, command.x, command.y].map(coordinate).join(" ")}`;
        case "C":
          return `C${[command.x1, command.y1, command.x2, command.y2, command.x, command.y].map(coordinate).join(" ")}`;
        default:
          return "Z";
      }
    })
    .join("");
}

const textPath = (font: Font, text: string, x: number, y: number, size: number, fill: string) =>
  `<path fill="${fill}" d="${pathData(font.getPath(text, x, y, size))}"/>`;

/** Greedy word wrap at one size; undefined when the title needs more lines than allowed. */
function wrap(font: Font, text: string, size: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && font.getAdvanceWidth(joined, size) <= TITLE_WIDTH) {
      lines[lines.length - 1] = joined;
    } else {
      lines.push(word);
    }
  }
  const fits = lines.every((line) => font.getAdvanceWidth(line, size) <= TITLE_WIDTH);
  return lines.length <= TITLE_MAX_LINES && fits ? lines : undefined;
}

/** The title's lines and size: the largest size that fits, else the smallest, cut with "…". */
function layoutTitle(font: Font, title: string): { lines: string[]; size: number } {
  for (const size of TITLE_SIZES) {
    const lines = wrap(font, title, size);
    if (lines) return { lines, size };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] ?? 48;
  const words = title.split(/\s+/);
  while (words.length > 1 && !wrap(font, `${words.join(" ")}…`, size)) words.pop();
  return { lines: wrap(font, `${words.join(" ")}…`, size) ?? [title], size };
}

// The brand mark of components/brand-logo, light on the dark ground as on the site's share card.
const MARK_SIZE = 88;
const mark = `<g transform="translate(${MARGIN_X} 64) scale(${MARK_SIZE / 32})">
  <rect width="32" height="32" rx="7" fill="${COLORS.onDark}"/>
  <path d="M9 8v16M9 16l9-8M9 16l9 8" stroke="${COLORS.primary}" stroke-width="3" fill="none"/>
  <circle cx="23" cy="16" r="3" fill="${COLORS.accent}"/>
</g>`;

/** The image as SVG, every text already drawn as paths. */
export function ogImageSvg(page: OgImagePage): string {
  const heavy = brandFont(800);
  const bold = brandFont(700);
  const { lines, size } = layoutTitle(heavy, page.title);
  const lineHeight = size * TITLE_LINE_HEIGHT;
  const kickerHeight = page.kicker ? KICKER_SIZE * CAP_HEIGHT + KICKER_GAP : 0;
  const titleHeight = size * CAP_HEIGHT + (lines.length - 1) * lineHeight + size * DESCENDER;
  const top = BODY_TOP + (BODY_BOTTOM - BODY_TOP - kickerHeight - titleHeight) / 2;
  const kicker = page.kicker
    ? textPath(
        bold,
        page.kicker.toUpperCase(),
        MARGIN_X,
        top + KICKER_SIZE * CAP_HEIGHT,
        KICKER_SIZE,
        COLORS.accent,
      )
    : "";
  const firstBaseline = top + kickerHeight + size * CAP_HEIGHT;
  const titlePaths = lines.map((line, index) =>
    textPath(heavy, line, MARGIN_X, firstBaseline + index * lineHeight, size, COLORS.onDark),
  );
  const domain = new URL(company.website).hostname.replace(/^www\./, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.navy}"/>
  <path d="M${WIDTH * 0.62} 0H${WIDTH}V${HEIGHT}H${WIDTH * 0.46}Z" fill="${COLORS.navyMid}"/>
  ${mark}
  ${textPath(bold, company.shortName, MARGIN_X + MARK_SIZE + 28, 64 + MARK_SIZE / 2 + 15, 42, COLORS.onDark)}
  ${kicker}
  ${titlePaths.join("\n  ")}
  <rect x="${MARGIN_X}" y="${HEIGHT - 76}" width="72" height="8" rx="4" fill="${COLORS.accent}"/>
  ${textPath(brandFont(600), domain, MARGIN_X + 96, HEIGHT - 62, 28, COLORS.onDarkMuted)}
</svg>`;
}

/** The image as PNG bytes. */
export function renderOgImage(page: OgImagePage): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    new Resvg(ogImageSvg(page), { fitTo: { mode: "original" } }).render().asPng(),
  );
}
