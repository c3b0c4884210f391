import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// Names a visitor can type into any form, each meant to run as a formula in a spreadsheet.
const ATTACKS = [
  "x;=1+1;",
  "x,=1+1,",
  "=1+1",
  "  =1+1",
  "\u00a0=1+1",
  "\u200b=1+1",
  "\u0001=1+1",
  "\n=1+1",
  "\t=1+1",
  "\r=1+1",
  "＝1+1",
  "＋1+1",
  "－1+1",
  "＠SUM(A1)",
  "\u3000＝1+1",
  "﹦1+1",
  "+1+1",
  "-1+1",
  "@SUM(A1)",
  "note\n=1+1",
  "note;\n  ＝1+1",
];

// What a spreadsheet skips before it looks for a formula: spaces, control and format characters,
// and the quote a reader that ignores quoting leaves in the cell.
const SKIPPED = /^["\s\p{Cc}\p{Cf}]*/u;

/** True when a spreadsheet could read the cell as a formula. */
function looksLikeFormula(cell: string): boolean {
  if (/^[\t\r]/.test(cell)) return true;
  const first = cell.replace(SKIPPED, "").normalize("NFKC").charAt(0);
  return "=+-@".includes(first) && first !== "";
}

/** The export as RFC 4180 reads it. */
const readStrictly = (csv: string): string[][] => parse(csv, { bom: true });

/** The export as a spreadsheet reads it that splits at `delimiter` and every line break, quotes or not. */
const readIgnoringQuotes = (csv: string, delimiter: string): string[][] =>
  parse(csv, {
    bom: true,
    delimiter,
    quote: false,
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
  });

describe.each(testDatabases)("CSV export against formula injection on $name", (kind) => {
  const { database, app } = useTestApp(kind);
  const staff = useSignedInStaff({ database, app }, { per: "suite" });

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    // One lead per attack, oldest first, so the export lists them newest first.
    await insertLeads(
      database.db,
      ATTACKS.map((name, index) =>
        leadRow({
          name,
          company: name,
          staff_note: `Called; ${name}`,
          created_at: new Date(Date.UTC(2026, 2, 1, 8, index)).toISOString(),
        }),
      ),
    );
  });

  async function exportCsv(): Promise<string> {
    const response = await staff.get("/admin/leads/export.csv");
    expect(response.statusCode).toBe(200);
    return response.body;
  }

  it("quotes every field, so a comma or semicolon stays inside its cell", async () => {
    const csv = await exportCsv();
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toMatch(/^"id","kind","created_at \(Asia\/Kolkata\)","name",/);
    // Every field opens with a quote: the line starts with one and every separator is `","`.
    const firstLead = lines.find((line) => line.includes("x;"));
    expect(firstLead).toMatch(/^"\d+","contact",/);

    const [header, ...rows] = readStrictly(csv);
    const name = header?.indexOf("name") ?? -1;
    expect(rows.map((row) => row.length)).toEqual(rows.map(() => header?.length));
    const names = rows.map((row) => row[name]);
    expect(names).toContain("x;'=1+1;");
    expect(names).toContain("x,'=1+1,");
  });

  it("leaves no cell a spreadsheet could run as a formula, read with a comma", async () => {
    const rows = readStrictly(await exportCsv());
    const formulas = rows.flat().filter(looksLikeFormula);
    expect(formulas).toEqual([]);
    // Nothing a visitor typed is lost: only quotes are added in front of formula characters.
    const [header, ...leads] = rows;
    const name = header?.indexOf("name") ?? -1;
    expect(leads.map((row) => row[name]?.replaceAll("'", "")).sort()).toEqual([...ATTACKS].sort());
  });

  it.each([";", ",", "\t"])(
    "leaves no cell that could run as a formula for a reader splitting at %j and ignoring quotes",
    async (delimiter) => {
      const cells = readIgnoringQuotes(await exportCsv(), delimiter).flat();
      expect(cells.filter(looksLikeFormula)).toEqual([]);
    },
  );

  it("keeps numbers as numbers", async () => {
    await insertLeads(database.db, [
      leadRow({ kind: "estimate", name: "Budget", estimate_cost: 125000 }),
    ]);
    const [header, ...rows] = readStrictly(await exportCsv());
    const cost = header?.indexOf("estimate_cost") ?? -1;
    expect(rows.map((row) => row[cost])).toContain("125000");
  });
});
