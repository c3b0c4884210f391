import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { facts } from "./facts";
import { projects } from "./project-deliver";

// Every built page may state a figure of a known kind (clients, enterprises, projects, team size,
// years, demo cadence, founding year, copyright, reply times, warranty, certifications) only as
// facts.ts holds it. The pages are read as a visitor reads them: visible text, image
// descriptions and the meta description; the text drawn inside pictures of product screens
// (inline SVG) is left out, their description is read instead.

const clientDir = resolve(
  import.meta.dirname,
  "../..",
  process.env.WEB_BUILD_DIR ?? "build",
  "client",
);
const hasBuild = existsSync(clientDir);

if (!hasBuild) {
  console.warn(
    `\n*** facts.test.ts: NO BUILD at ${clientDir}; the built pages' figures were NOT checked. ***\n` +
      "*** Run `npm run build -w apps/web` (or set WEB_BUILD_DIR) and run this test again. ***\n",
  );
}

const BLOCK_TAGS =
  "address|article|aside|blockquote|br|button|caption|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|section|summary|table|td|th|title|tr|ul";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1] ?? "";

/** A page's statements: its sentences, list items, headings and labels, one per entry. */
export function statementsOf(html: string): string[] {
  const description = html.match(/<meta\s+name="description"\s+content="([^"]*)"/i)?.[1] ?? "";
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    // A drawing counts by its description, not the words drawn inside it.
    .replace(/(<svg\b[^>]*>)[\s\S]*?<\/svg>/gi, (_svg, open: string) =>
      attribute(open, "role") === "img" ? `\n${attribute(open, "aria-label")}\n` : " ",
    )
    .replace(/<img\b[^>]*>/gi, (img) => `\n${attribute(img, "alt")}\n`)
    // A figure and its label in a definition list, read both ways ("1200+ satisfied clients").
    .replace(
      /<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/gi,
      (_pair, term: string, value: string) => `\n${term}: ${value}\n${value} ${term}\n`,
    )
    .replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n")
    .replace(/<[^>]+>/g, " ");
  return [description, ...decodeEntities(text).split("\n")]
    .flatMap((block) => block.split(/(?<=[.!?])\s+(?=[A-Z0-9"“‘(])/))
    .map((statement) => statement.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const NUMBER_WORDS = [
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen",
  "fifteen sixteen seventeen eighteen nineteen twenty",
]
  .join(" ")
  .split(" ");

/** "1,200", "13" or "thirteen" as a number; NaN for anything else. */
function countOf(word: string | undefined): number {
  if (word === undefined) return Number.NaN;
  const spelled = NUMBER_WORDS.indexOf(word.toLowerCase());
  return spelled >= 0 ? spelled : Number(word.replace(/,/g, ""));
}

const normalise = (phrase = "") => phrase.toLowerCase().replace(/\s+/g, " ").trim();

interface Finding {
  kind: string;
  stated: string;
}

interface FigureRule {
  kind: string;
  /** Global pattern; each match is one stated figure. */
  pattern: RegExp;
  /** Whether facts.ts holds what the match states. */
  holds: (match: RegExpMatchArray, statement: string) => boolean;
  /** Only statements passing this are read for the rule. */
  applies?: (statement: string) => boolean;
}

const SPELLED_TEN_OR_MORE = NUMBER_WORDS.slice(10).join("|");
const responseTimes = new Set(Object.values(facts.responseTimes).map(normalise));
const cadenceWordings = new Set<string>(facts.demoCadence.wordings.map(normalise));
const certifications = new Set(facts.certifications.map(normalise));
const { first: firstYear, last: buildYear } = facts.copyright;
const copyrightYears = buildYear > firstYear ? `${firstYear}–${buildYear}` : `${firstYear}`;

const rules: readonly FigureRule[] = [
  {
    kind: "clients",
    // The firm's clients ("our 1200+ clients", "1200+ satisfied clients"), not a client's own.
    pattern:
      /\b(?:(?:our|over|more than|served|serve|trusted by|we have)\s+(\d[\d,]*)\+?\s+(?:satisfied\s+|happy\s+)?clients|(\d[\d,]*)\+?\s+(?:satisfied|happy)\s+clients)\b/gi,
    holds: ([, ours, satisfied]) => countOf(ours ?? satisfied) === facts.clients.count,
  },
  {
    kind: "enterprises",
    pattern: /\b(\d[\d,]*)\+?\s+(?:of them\s+)?enterprises\b/gi,
    holds: ([, count]) => countOf(count) === facts.enterprises.count,
  },
  {
    kind: "projects",
    pattern: new RegExp(
      `\\b(\\d[\\d,]*|${SPELLED_TEN_OR_MORE})\\+?\\s+(?:of our\\s+|selected\\s+|delivered\\s+|completed\\s+|successful\\s+|client\\s+)?projects\\b`,
      "gi",
    ),
    holds: ([, count]) => countOf(count) === facts.showcase.count,
  },
  {
    kind: "a count nobody can check",
    pattern:
      /\b(?:hundreds|thousands|dozens|scores)\s+of\s+(?:satisfied\s+)?(?:clients|customers|projects|engineers|enterprises)\b/gi,
    holds: () => false,
  },
  {
    kind: "team size",
    // The firm's own headcount only; a case study's project team is not the firm's size.
    pattern:
      /\b(?:our|Kaizen Fusion's|we are|we have|(?:Kaizen Fusion|we) employs?)\s+(?:over\s+|more than\s+|about\s+|nearly\s+)?(\d[\d,]*)\+?\s+(?:in-house\s+|full-time\s+|skilled\s+)?(?:engineers|developers|specialists|consultants|professionals|designers|experts|people|employees|staff)\b/gi,
    holds: ([, count]) => countOf(count) === facts.team.count,
  },
  {
    kind: "years in business",
    pattern: /\b(\d+)\+?\s+years\s+of\s+(?:experience|delivery|expertise|building)\b/gi,
    applies: (statement) => /\b(?:we|our|us|Kaizen Fusion)\b/i.test(statement),
    holds: ([, years]) => countOf(years) === facts.yearsInBusiness,
  },
  {
    kind: "how long clients stay",
    pattern: /\b(?:more than|over)\s+(\w+)\s+years\b|\b(\d+)\+\s+years\b/gi,
    applies: (statement) => /\bworked with us\b/i.test(statement),
    holds: ([, words, digits]) => countOf(words ?? digits) === facts.clientTenure.years,
  },
  {
    kind: "demo cadence",
    pattern:
      /\b(?:daily|weekly|fortnightly|monthly|quarterly|bi-?weekly|every\s+(?:other\s+)?(?:day|week|fortnight|month)|every\s+\w+\s+(?:days|weeks|months)|\w+-(?:day|week|month)(?=\s+(?:cycles?|sprints?|iterations?)))\b/gi,
    applies: (statement) => /\bdemos?\b/i.test(statement),
    holds: ([cadence]) => cadenceWordings.has(normalise(cadence)),
  },
  {
    kind: "founding year",
    pattern:
      /\b(?:founded|founding|established)\b[^.\d]{0,40}?\b((?:19|20)\d\d)\b|\bsince\s+((?:19|20)\d\d)\b/gi,
    holds: ([, founded, since]) => countOf(founded ?? since) === facts.founded.year,
  },
  {
    kind: "copyright",
    pattern: /©\s*\d{4}(?:\s*[–-]\s*\d{4})?/g,
    holds: ([stated]) => stated.replace(/^©\s*/, "").replace(/\s+/g, "") === copyrightYears,
  },
  {
    kind: "reply time",
    pattern:
      /\bwithin\s+((?:\d+|a|an|one|two|three|four|five|six|seven|ten|twenty-four)\s+(?:working\s+|business\s+)?(?:hours?|days?|weeks?|months?))\b/gi,
    // A promise to answer: a verb of replying just before it, in the same clause.
    holds: ([, period]) => responseTimes.has(normalise(period)),
  },
  {
    kind: "warranty",
    pattern:
      /\b(\d+)[- ]day\s+(?:warranty|defect)|\bwarranty\s+of\s+(\d+)\s+days\b|\bfree\s+for\s+(\d+)\s+days\b/gi,
    holds: ([, a, b, c]) => countOf(a ?? b ?? c) === facts.warranty.days,
  },
  {
    kind: "certification",
    pattern:
      /\b((?:ISO|IEC)\s?\d{4,5}(?::\d{4})?|SOC\s?[12](?:\s+Type\s+(?:I|II|1|2))?|CMMI(?:\s+Level)?\s?\d)[-\s]+(?:certified|certification|accredited)\b|\bcertified\s+(?:to|under)\s+((?:ISO|IEC)\s?\d{4,5}(?::\d{4})?)/gi,
    holds: ([, before, after]) => certifications.has(normalise(before ?? after)),
  },
];

const REPLY_VERB =
  /\b(?:reply|replies|respond|responds|response|get back|call|calls|acknowledge|hear from us|reads it|propose|proposal)\b[^;]{0,80}$/i;

/** The figures a statement makes that facts.ts does not hold, and every figure it states. */
export function figuresIn(statement: string): { stated: Finding[]; unknown: Finding[] } {
  const stated: Finding[] = [];
  const unknown: Finding[] = [];
  for (const rule of rules) {
    if (rule.applies && !rule.applies(statement)) continue;
    for (const match of statement.matchAll(rule.pattern)) {
      const index = match.index ?? 0;
      if (rule.kind === "reply time" && !REPLY_VERB.test(statement.slice(0, index))) continue;
      const finding = { kind: rule.kind, stated: statement };
      stated.push(finding);
      if (!rule.holds(match, statement)) unknown.push(finding);
    }
  }
  return { stated, unknown };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

describe("the showcase", () => {
  it("counts as many selected projects as /project-deliver shows", () => {
    expect(facts.showcase.count).toBe(projects.length);
    expect(facts.showcase.phrase).toBe(`${projects.length} selected projects`);
  });
});

describe("reading a page's figures", () => {
  const unknownIn = (html: string) =>
    statementsOf(html).flatMap((statement) => figuresIn(statement).unknown.map((f) => f.kind));

  it("accepts the figures facts.ts holds, however the page lays them out", () => {
    const html = `<html><head><meta name="description" content="Over 1200 satisfied clients and 100+ enterprises trust us."></head><body>
      <dl><div><dt>satisfied clients</dt><dd>1200+</dd></div><div><dt>enterprises</dt><dd>100+</dd></div></dl>
      <p>See <strong>13</strong> selected projects. We reply within one working day.</p>
      <p>A working demo every two weeks, then two-week cycles, each ending with a demo.</p>
      <p>Our 150+ engineers, consultants and designers. Founded in 2016.</p>
      <p>Every project includes a 90-day warranty.</p>
      <a href="/index">© ${copyrightYears} Kaizen Fusion Technologies Pvt. Ltd. All rights reserved.</a></body></html>`;
    expect(unknownIn(html)).toEqual([]);
  });

  it("flags each figure of a known kind that facts.ts does not hold", () => {
    const html = `<html><head><meta name="description" content="Over 1500 satisfied clients trust us."></head><body>
      <p>Drawn from hundreds of projects.</p><p>See all 20 delivered projects.</p>
      <ul><li>Transparent estimates and weekly demos</li></ul>
      <p>We have 40 engineers.</p><p>Founded in 2014.</p><p>We reply within 24 hours.</p>
      <p>Bug fixes are free for 30 days after go-live.</p><p>We are ISO 27001 certified.</p>
      <p>© 2024 Kaizen Fusion Technologies Pvt. Ltd.</p></body></html>`;
    expect(unknownIn(html)).toEqual([
      "clients",
      "a count nobody can check",
      "projects",
      "demo cadence",
      "team size",
      "founding year",
      "reply time",
      "warranty",
      "certification",
      "copyright",
    ]);
  });

  it("leaves alone what is not a claim about the firm", () => {
    const html = `<body><svg role="img" aria-label="Payroll run for 126 employees"><text>4 people · since 2004</text></svg>
      <p>Experience</p><dl><dt>Experience</dt><dd>2-5 years</dd></dl>
      <p>Incorporated under the Companies Act, 2013.</p><p>Team: 4 engineers and an architect, 14 weeks.</p><p>A distributor with 300 clients.</p><p>Claims are reimbursed within five days.</p>
      <p>You may object within 30 days.</p><p>Ready for your monthly review.</p></body>`;
    expect(unknownIn(html)).toEqual([]);
  });
});

describe.skipIf(!hasBuild)(`the built pages (${relative(process.cwd(), clientDir)})`, () => {
  const pages = hasBuild
    ? htmlFiles(clientDir).map((file) => ({
        page: `/${relative(clientDir, file)}`,
        statements: statementsOf(readFileSync(file, "utf8")),
      }))
    : [];

  it("state only figures that facts.ts holds", () => {
    const unknown = pages.flatMap(({ page, statements }) =>
      statements.flatMap((statement) =>
        figuresIn(statement).unknown.map(({ kind, stated }) => `${page}: ${kind}: "${stated}"`),
      ),
    );
    expect(unknown).toEqual([]);
  });

  it("are read at all: each main kind of figure is found on some page", () => {
    const kinds = new Set(
      pages.flatMap(({ statements }) =>
        statements.flatMap((statement) => figuresIn(statement).stated.map(({ kind }) => kind)),
      ),
    );
    for (const kind of ["clients", "enterprises", "projects", "team size", "demo cadence"]) {
      expect(kinds, kind).toContain(kind);
    }
    for (const kind of ["founding year", "copyright", "reply time", "warranty"]) {
      expect(kinds, kind).toContain(kind);
    }
  });
});
