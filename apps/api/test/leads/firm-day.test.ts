import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { insertLeads as insertRows, type LeadRow, leadRow } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// Each lead here is someone else: the inbox shows one row per person, and these tests are about
// the leads' own columns, filters and paging.
const insertLeads = (db: Parameters<typeof insertRows>[0], rows: LeadRow[]) =>
  insertRows(
    db,
    rows.map((row, index) =>
      index === 0 ? row : { ...row, email: `person${index}.${row.email}`, phone: null },
    ),
  );

// Four leads around the firm's (IST, UTC+5:30) midnights: only the middle two arrived on 29 Nov
// on the firm's clock, though the UTC dates say 28 Nov for one and 29 Nov for two.
const AROUND_MIDNIGHT = [
  { name: "Before 29 Nov", created_at: "2026-11-28T18:00:00.000Z" }, // 28 Nov, 23:30 IST
  { name: "Early 29 Nov", created_at: "2026-11-28T19:00:00.000Z" }, // 29 Nov, 00:30 IST
  { name: "Late 29 Nov", created_at: "2026-11-29T18:00:00.000Z" }, // 29 Nov, 23:30 IST
  { name: "After 29 Nov", created_at: "2026-11-29T19:00:00.000Z" }, // 30 Nov, 00:30 IST
];
const ON_29_NOV = ["Late 29 Nov", "Early 29 Nov"];
const FILTER = "from=2026-11-29&to=2026-11-29";

describe.each(testDatabases)("the firm's day in filters, exports and insights on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { FIRM_TIME_ZONE: "Asia/Kolkata" } });
  const staff = useSignedInStaff({ database, app }, { per: "suite" });

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    await insertLeads(
      database.db,
      AROUND_MIDNIGHT.map((lead, index) =>
        leadRow({ ...lead, email: `midnight${index}@example.in` }),
      ),
    );
  });

  it("lists the leads of the firm's day in the inbox", async () => {
    const html = await staff.page(`/admin/leads?${FILTER}`);
    const listed = AROUND_MIDNIGHT.map((lead) => lead.name).filter((name) => html.includes(name));
    expect(listed.sort()).toEqual([...ON_29_NOV].sort());
  });

  it("exports the same leads as CSV and XLSX", async () => {
    const csv = await staff.get(`/admin/leads/export.csv?${FILTER}`);
    const [header = [], ...rows] = parse(csv.body, { bom: true }) as string[][];
    expect(rows.map((row) => row[header.indexOf("name")])).toEqual(ON_29_NOV);

    const xlsx = await staff.get(`/admin/leads/export.xlsx?${FILTER}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    if (sheet === undefined) throw new Error("No Leads sheet");
    const names = (sheet.getRow(1).values as unknown[]).slice(1).indexOf("name") + 1;
    const exported = [];
    for (let row = 2; row <= sheet.actualRowCount; row++) {
      exported.push(sheet.getRow(row).getCell(names).value);
    }
    expect(exported).toEqual(ON_29_NOV);
  });

  it("counts the same leads in Insights", async () => {
    const html = await staff.page(`/admin/insights?${FILTER}`);
    const funnel = html.split('aria-labelledby="funnel-heading"')[1] ?? "";
    expect(funnel).toMatch(/<td[^>]*>New<\/td><td[^>]*>2<\/td>|<th[^>]*>New<\/th><td[^>]*>2<\/td>/);
  });
});
