import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { MAX_LENGTH, PARTNER_MAX_LENGTH, payloadMessages } from "@site/contracts";
import { checkSync } from "recheck";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { useTestApp } from "../helpers/test-app";
import { countRows, EMAIL_FIELDS, emailCallBodies, post } from "../leads/lead-fixtures";

const SOURCE_ROOT = join(import.meta.dirname, "../../src");

// Files whose patterns read only what the operator or the server itself wrote (environment
// variables, the built pages, the sitemap), never a request or a console form.
const NOT_APPLIED_TO_INPUT = new Set([
  "config.ts",
  "plugins/security-headers.ts",
  "blog/article-sitemap.ts",
]);

/** Every regular expression literal in the server's own (non-test) source files. */
function regexLiterals(folder: string): { where: string; pattern: RegExp }[] {
  const found: { where: string; pattern: RegExp }[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const name = entry.name;
    if (!entry.isFile() || !/\.tsx?$/.test(name) || name.endsWith(".test.ts")) continue;
    const path = join(entry.parentPath, name);
    const where = relative(SOURCE_ROOT, path);
    if (NOT_APPLIED_TO_INPUT.has(where)) continue;
    const file = ts.createSourceFile(
      name,
      readFileSync(path, "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const literal = node.text;
        const end = literal.lastIndexOf("/");
        found.push({
          where: `${where}: ${literal}`,
          pattern: new RegExp(literal.slice(1, end), literal.slice(end + 1)),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

describe("every pattern the server applies to a request or a console form", () => {
  const patterns = regexLiterals(SOURCE_ROOT);

  it("finds the server's patterns", () => {
    expect(patterns.length).toBeGreaterThan(30);
  });

  it.each(patterns)("runs in linear time: $where", ({ pattern }) => {
    const diagnostics = checkSync(pattern.source, pattern.flags);
    expect({ status: diagnostics.status, pattern: pattern.source }).toEqual({
      status: "safe",
      pattern: pattern.source,
    });
  });
});

// `a@`, half a million dots, `@`: about 0.5 MB, under the 1 MiB body limit. The old e-mail
// pattern backtracked on it for minutes, holding every route of the server.
const BACKTRACKING_EMAIL = `a@${".".repeat(500_000)}@`;

describe.each(testDatabases)("an e-mail built to make a pattern backtrack, on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  it.each(Object.entries(EMAIL_FIELDS))(
    "%s refuses it for its length at once, and /healthz still answers",
    async (call, field) => {
      const saving = post(app, call, {
        ...emailCallBodies[call as keyof typeof emailCallBodies],
        [field]: BACKTRACKING_EMAIL,
      });
      const health = app.inject({ url: "/healthz" });
      const response = await saving;
      expect(response.statusCode).toBe(400);
      const max = call === "SavePartner" ? PARTNER_MAX_LENGTH.email : MAX_LENGTH.email;
      expect(response.json()).toEqual({ message: payloadMessages.tooLong(max), field });
      expect((await health).statusCode).toBe(200);
      expect(await countRows(database.db, "leads")).toBe(0);
    },
    5_000,
  );
});
