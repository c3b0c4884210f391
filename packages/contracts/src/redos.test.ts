import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as contracts from "./index";
import { EMAIL_PATTERN } from "./patterns";

const SOURCE_FOLDER = import.meta.dirname;

/** Every regular expression literal written in the package's own (non-test) source files. */
function regexLiteralsIn(folder: string): { where: string; pattern: RegExp }[] {
  const found: { where: string; pattern: RegExp }[] = [];
  for (const name of readdirSync(folder)) {
    if (!name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    const text = readFileSync(join(folder, name), "utf8");
    const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const literal = node.text;
        const end = literal.lastIndexOf("/");
        found.push({
          where: `${name}: ${literal}`,
          pattern: new RegExp(literal.slice(1, end), literal.slice(end + 1)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const exportedPatterns = Object.entries(contracts).flatMap(([name, value]) =>
  value instanceof RegExp ? [{ where: name, pattern: value }] : [],
);

describe("every pattern the forms and the API apply to input", () => {
  it("finds the exported patterns and the inline ones", () => {
    expect(exportedPatterns.map(({ where }) => where)).toContain("EMAIL_PATTERN");
    expect(regexLiteralsIn(SOURCE_FOLDER).length).toBeGreaterThan(exportedPatterns.length);
  });

  it.each([...exportedPatterns, ...regexLiteralsIn(SOURCE_FOLDER)])(
    "runs in linear time: $where",
    ({ pattern }) => {
      const diagnostics = checkSync(pattern.source, pattern.flags);
      expect({ status: diagnostics.status, pattern: pattern.source }).toEqual({
        status: "safe",
        pattern: pattern.source,
      });
    },
  );
});

// The e-mail rule as it was first written; it backtracks, so it is only compared against here.
const SPEC_EMAIL_RULE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function* everyString(alphabet: readonly string[], maxLength: number): Generator<string> {
  let layer = [""];
  for (let length = 0; length <= maxLength; length += 1) {
    yield* layer;
    layer = layer.flatMap((prefix) => alphabet.map((char) => prefix + char));
  }
}

describe("EMAIL_PATTERN", () => {
  it("accepts exactly what the spec's e-mail rule accepts, on every short string", () => {
    const differences: string[] = [];
    for (const value of everyString(["a", "@", ".", " "], 8)) {
      if (EMAIL_PATTERN.test(value) !== SPEC_EMAIL_RULE.test(value)) differences.push(value);
    }
    expect(differences).toEqual([]);
  });

  it.each([
    "a@b.co",
    "a@.b.c",
    "a@b..c",
    "a.b@c.d.e",
    ".@..x",
    "first.last+leads@mail.example.co.in",
  ])("agrees with the spec's rule on %s", (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(SPEC_EMAIL_RULE.test(value));
  });

  it("answers at once on the address that made the old pattern backtrack", () => {
    expect(EMAIL_PATTERN.test(`a@${".".repeat(500_000)}@`)).toBe(false);
  });
});

describe("a payload field longer than its bound", () => {
  const contact = {
    name: "Asha Rao",
    email: "asha@raolabs.in",
    request: "We need a booking app for our three clinics.",
    phone: "+919876543210",
    website: "",
    ipadd: "203.0.113.7",
  };

  it("is refused for its length alone: no form rule and no pattern reads it", () => {
    const result = contracts.contactPayloadSchema.safeParse({
      ...contact,
      email: `a@${".".repeat(300)}@`,
    });
    expect(result.error?.issues.map(({ message, path }) => ({ message, path }))).toEqual([
      { message: contracts.payloadMessages.tooLong(contracts.MAX_LENGTH.email), path: ["email"] },
    ]);
  });
});
