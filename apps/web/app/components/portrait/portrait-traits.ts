import type { HairStyle, PortraitSpec } from "../../content/people";

// What a seed decides in a portrait. Palettes are short on purpose: every portrait on the site
// reads as one family, drawn in the brand's colours.

export const skinTones = ["#f3cfb3", "#e4b48f", "#d09a72", "#b07a54", "#8d5a3b"] as const;
export const hairColours = ["#1d1613", "#2c1f18", "#3f2b20", "#4e3426"] as const;
export const greyHair = "#9aa3ae";
/** Clothing from the brand palette (primary, navy, teal, bright blue, navy-mid, teal-bright). */
export const clothingColours = ["#0a4fa3", "#0b1f3a", "#0f766e", "#2f7ae5", "#0a2f63", "#14b8a6"];
export const backgrounds = ["#e3edfb", "#dcf3ef", "#fdefd6", "#eaf1fb"] as const;
export const necklines = ["blazer", "collar", "crew"] as const;

export interface PortraitTraits {
  hair: HairStyle;
  skin: string;
  hairColour: string;
  clothing: string;
  background: string;
  neckline: (typeof necklines)[number];
  glasses: boolean;
}

/** FNV-1a: a small, stable hash, so a seed always draws the same face on every build. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const pick = <T>(list: readonly T[], seed: string, trait: string): T =>
  list[hash(`${trait}:${seed}`) % list.length] as T;

export function portraitTraits(spec: PortraitSpec): PortraitTraits {
  const { seed } = spec;
  return {
    hair: spec.hair,
    skin: pick(skinTones, seed, "skin"),
    hairColour: spec.grey ? greyHair : pick(hairColours, seed, "hair"),
    clothing: pick(clothingColours, seed, "clothing"),
    background: pick(backgrounds, seed, "background"),
    neckline: pick(necklines, seed, "neckline"),
    glasses: spec.glasses ?? hash(`glasses:${seed}`) % 3 === 0,
  };
}

/** One line per trait set: two people whose keys are equal would be drawn alike. */
export const traitsKey = (traits: PortraitTraits) =>
  [
    traits.hair,
    traits.skin,
    traits.hairColour,
    traits.clothing,
    traits.neckline,
    traits.glasses,
  ].join("|");
