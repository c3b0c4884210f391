import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The browser loads no zod. Pages import the package's subpaths, and forms import from `.` only
// modules free of it (their rules, copy and codes); zod lives in the `*-payload.ts` modules the
// API uses, which the bundler leaves out because nothing in the browser imports them.

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { exports } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as {
  exports: Record<string, string>;
};

function resolveModule(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, join(base, "index.ts")].find(
    (candidate) => candidate.endsWith(".ts") && existsSync(candidate),
  );
  if (file === undefined) throw new Error(`${from} imports ${specifier}, which is not there`);
  return file;
}

/** Every package the module at `entry` imports, directly or through its own modules. */
function packagesImportedBy(entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of importedFiles) {
      if (fileName.startsWith(".")) visit(resolveModule(file, fileName));
      else packages.add(fileName);
    }
  };
  visit(join(packageDir, entry));
  return [...packages].sort();
}

const subpaths = Object.entries(exports).filter(([subpath]) => subpath !== ".");

describe("the package's browser subpaths", () => {
  it("include the blog reader's and the employee card's helpers", () => {
    expect(Object.keys(exports)).toEqual(
      expect.arrayContaining(["./blog-view", "./employee-view", "./messages", "./patterns"]),
    );
  });

  it.each(subpaths)("%s imports no package, so no zod", (_subpath, entry) => {
    expect(packagesImportedBy(entry)).toEqual([]);
  });

  it("are told apart from the main entry, which does load zod", () => {
    expect(packagesImportedBy(exports["."] ?? "")).toContain("zod");
  });
});

// What the forms' code imports from `.`: the rules each form runs in the browser.
const FORM_MODULES = [
  "ai-lead",
  "candidate",
  "checklist-lead",
  "contact",
  "demo-lead",
  "early-access",
  "email-check",
  "estimate",
  "estimate-pricing",
  "hr-lead",
  "partner",
  "phone-input",
  "roi",
];

describe("the forms' modules", () => {
  it.each(FORM_MODULES)("%s imports no package, so no zod", (name) => {
    expect(packagesImportedBy(`src/${name}.ts`)).toEqual([]);
  });
});
