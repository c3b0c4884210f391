import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { architects, team } from "../../content/about";
import { testimonials as partnerQuotes } from "../../content/become-a-partner";
import { testimonials as homeQuotes } from "../../content/home";
import { testimonials as hrQuotes } from "../../content/hr-payroll";
import { testimonials as lexemaQuotes } from "../../content/lexema-rpa";
import type { PortraitSpec } from "../../content/people";

type Quoted = { name: string; portrait?: PortraitSpec | undefined };

import { testimonials as qualeticsQuotes } from "../../content/qualetics-ai";
import { IllustratedPortrait } from "./illustrated-portrait";
import { portraitTraits, traitsKey } from "./portrait-traits";

const draw = (portrait: PortraitSpec) =>
  renderToStaticMarkup(createElement(IllustratedPortrait, { portrait, size: 72 }));

/** Everyone the site pictures, by name: the team and every person quoted. */
const everyone: readonly Quoted[] = [
  ...[...team.people, ...architects.people].map((card) => ({
    name: card.title,
    portrait: card.portrait,
  })),
  ...[homeQuotes, qualeticsQuotes, hrQuotes, lexemaQuotes, partnerQuotes].flatMap(
    (quotes): readonly Quoted[] => quotes.items,
  ),
];

describe("illustrated portraits", () => {
  it("gives every person on the site a portrait", () => {
    expect(everyone.filter((person) => !person.portrait).map((person) => person.name)).toEqual([]);
    expect(everyone.length).toBeGreaterThanOrEqual(24);
  });

  it("draws the same person the same way every time", () => {
    const spec: PortraitSpec = { seed: "arjun-mehta", hair: "receding", grey: true };
    expect(draw(spec)).toBe(draw({ ...spec }));
    expect(portraitTraits(spec)).toEqual(portraitTraits({ ...spec }));
  });

  it("draws no two people alike", () => {
    const byLook = new Map<string, string[]>();
    for (const person of everyone) {
      if (!person.portrait) continue;
      const key = traitsKey(portraitTraits(person.portrait));
      byLook.set(key, [...(byLook.get(key) ?? []), person.name]);
    }
    const alike = [...byLook.values()].filter((names) => names.length > 1);
    expect(alike).toEqual([]);
  });

  it("lets the seed choose skin, hair colour and clothing, and the content the hair style", () => {
    const seeds = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];
    const traits = seeds.map((seed) => portraitTraits({ seed, hair: "bob" }));
    expect(new Set(traits.map((each) => each.skin)).size).toBeGreaterThan(2);
    expect(new Set(traits.map((each) => each.clothing)).size).toBeGreaterThan(2);
    expect(new Set(traits.map((each) => each.hair))).toEqual(new Set(["bob"]));
    expect(portraitTraits({ seed: "a", hair: "bob", glasses: true }).glasses).toBe(true);
    expect(draw({ seed: "a", hair: "bob", glasses: true })).toContain('rx="2.6"');
    expect(draw({ seed: "a", hair: "bob", glasses: false })).not.toContain('rx="2.6"');
  });

  it("is a decorative drawing, not initials, and small enough to inline", () => {
    const svg = draw({ seed: "priya-raghavan", hair: "long" });
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain("<script");
    expect(svg.length).toBeLessThan(3000);
  });
});
