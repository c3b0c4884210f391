import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CarouselQuote } from "../features/testimonials/quote-carousel";
import { architects, team } from "./about";
import { partnerLogos, testimonials as partnerQuotes } from "./become-a-partner";
import { testimonials as homeQuotes } from "./home";
import { testimonials as hrQuotes } from "./hr-payroll";
import { testimonials as lexemaQuotes } from "./lexema-rpa";
import { testimonials as qualeticsQuotes } from "./qualetics-ai";

const teamNames = [...team.people, ...architects.people].map((person) => person.title);
const quoted = [homeQuotes, qualeticsQuotes, hrQuotes, lexemaQuotes, partnerQuotes].flatMap(
  (quotes): readonly CarouselQuote[] => quotes.items,
);

/** A person's names without a title written with a full stop ("Dr."). */
const namesOf = (person: string) => person.split(/\s+/).filter((word) => !word.endsWith("."));

// Every content module, read as data: links and names hide in any of them.
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], {
  eager: true,
});

function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String(value)];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => stringsIn(child, seen));
}

const contentStrings = Object.entries(modules).flatMap(([path, exports]) =>
  stringsIn(exports).map((text) => ({ path, text })),
);

/** Names of sample companies from software demos and cartoons: a buyer spots them at once. */
const sampleCompanies = [
  "Northwind",
  "Contoso",
  "Fabrikam",
  "Acme",
  "Globex",
  "Initech",
  "Adventure Works",
  "Wingtip",
  "Tailspin",
  "Litware",
  "Wide World Importers",
  "Umbrella Corp",
  "Hooli",
  "Dunder Mifflin",
  "Stark Industries",
  "Wayne Enterprises",
];

describe("people and firms in the content", () => {
  it("keeps every team name apart from every name quoted", () => {
    const teamWords = new Set(teamNames.flatMap(namesOf));
    const echoes = quoted.flatMap((person) =>
      namesOf(person.name)
        .filter((word) => teamWords.has(word))
        .map((word) => `${person.name} (${word})`),
    );
    expect(echoes).toEqual([]);
    expect(teamNames).toContain("Vikram Sethi");
  });

  it("quotes each person once, each firm once", () => {
    expect(new Set(quoted.map((person) => person.name)).size).toBe(quoted.length);
    expect(new Set(quoted.map((person) => person.company)).size).toBe(quoted.length);
  });

  it("links to no placeholder domain", () => {
    const placeholders = contentStrings.filter(({ text }) =>
      /https?:\/\/[^\s"'<>]*\.(example|test|invalid|localhost)\b|example\.(com|org|net)\b/i.test(
        text,
      ),
    );
    expect(placeholders).toEqual([]);
    expect(contentStrings.length).toBeGreaterThan(500);
  });

  it("names no sample company, in the copy or in the drawn logos", () => {
    const pattern = new RegExp(`\\b(${sampleCompanies.join("|")})\\b`, "i");
    expect(contentStrings.filter(({ text }) => pattern.test(text))).toEqual([]);
    const logoFolder = join(import.meta.dirname, "images/partners");
    const logoFiles = readdirSync(logoFolder).map((file) => ({
      file,
      text: readFileSync(join(logoFolder, file), "utf8"),
    }));
    expect(logoFiles.filter(({ file, text }) => pattern.test(file) || pattern.test(text))).toEqual(
      [],
    );
  });

  it("links a partner only once the firm has given a real address", () => {
    for (const logo of partnerLogos.items) {
      expect(logo.mark, logo.name).toMatch(/^<svg [^>]*viewBox="0 0 40 40"/);
      if ("url" in logo) expect(logo.url).toMatch(/^https:\/\/(?!.*\.example\b)/);
    }
  });
});
