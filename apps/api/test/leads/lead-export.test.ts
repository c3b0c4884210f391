import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { FINDABLE_LEADS, insertLeads } from "../helpers/lead-rows";
import { useSignedInStaff } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

describe.each(testDatabases)("lead exports on $name", (kind) => {
  const { database, app } = useTestApp(kind);
  const staff = useSignedInStaff({ database, app }, { per: "suite" });

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    await insertLeads(database.db, FINDABLE_LEADS);
  });

  it("exports the message, the project and the estimate's parts in the CSV", async () => {
    const response = await staff.get("/admin/leads/export.csv");
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    const column = (name: string) => header?.indexOf(name) ?? -1;
    expect(column("message")).toBeGreaterThan(-1);
    expect(column("project")).toBeGreaterThan(-1);
    const byName = (name: string) => rows.find((row) => row[column("name")] === name) ?? [];
    expect(byName("Asha Rao")[column("message")]).toBe(
      "We run three knitting units in Tiruppur and need payroll.",
    );
    expect(byName("Vikram Shah")[column("project")]).toBe(
      "A dealer ordering app for our Surat warehouse",
    );
    expect(byName("Vikram Shah")[column("estimate_parts")]).toMatch(
      /^Project setup \(web and mobile\): ₹[\d,]+; .*₹/,
    );
    // The formula neutralisation still applies to the new columns.
    expect(byName("'=1+1")[column("message")]).toBe(`'=HYPERLINK("http://evil.example","x")`);
  });

  it("exports the same rows as XLSX with typed cells", async () => {
    const response = await staff.get("/admin/leads/export.xlsx?status=new");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    if (sheet === undefined) throw new Error("No Leads sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cellOf = (rowNumber: number, name: string) =>
      sheet.getRow(rowNumber).getCell(header.indexOf(name) + 1);

    // status=new leaves out the contacted lead: the formula lead, then the estimate.
    expect(sheet.actualRowCount).toBe(3);
    expect(cellOf(2, "name").value).toBe("=1+1");
    expect(cellOf(2, "name").type).toBe(ExcelJS.ValueType.String);
    expect(cellOf(2, "name").formula).toBeUndefined();
    expect(cellOf(2, "phone").value).toBe("9812345678");
    expect(cellOf(2, "phone").type).toBe(ExcelJS.ValueType.String);
    expect(cellOf(3, "name").value).toBe("Vikram Shah");
    expect(cellOf(3, "estimate_cost").value).toBe(1_778_400);
    expect(cellOf(3, "estimate_cost").type).toBe(ExcelJS.ValueType.Number);
    expect(cellOf(3, "project").value).toBe("A dealer ordering app for our Surat warehouse");
    // 10:00 UTC is 15:30 in the firm's zone (Asia/Kolkata).
    expect(header).toContain("created_at (Asia/Kolkata)");
    const created = cellOf(3, "created_at (Asia/Kolkata)");
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect((created.value as Date).toISOString()).toBe("2026-03-02T15:30:00.000Z");
  });

  it("keeps a phone's leading + as text in the XLSX", async () => {
    const response = await staff.get("/admin/leads/export.xlsx?q=tiruppur");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Leads");
    if (sheet === undefined) throw new Error("No Leads sheet");
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.actualRowCount).toBe(2);
    const phone = sheet.getRow(2).getCell(header.indexOf("phone") + 1);
    expect(phone.value).toBe("+91 98765 43210");
    expect(phone.type).toBe(ExcelJS.ValueType.String);
  });
});
