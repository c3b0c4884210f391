import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestDatabase, testDatabases } from "../helpers/databases";
import { insertLeads, leadRow } from "../helpers/lead-rows";
import { createStaff, getPage, signInCookie } from "../helpers/staff-session";
import { createTestApp } from "../helpers/test-app";

const contactDetails = (request: string, phone: string) =>
  JSON.stringify({ name: "Asha Rao", email: "asha@raotextiles.in", request, phone });

/** The leads of the fixture, by what makes each one findable. */
const FIXTURE = [
  leadRow({
    name: "Asha Rao",
    company: "Rao Textiles",
    email: "asha@raotextiles.in",
    phone: "+91 98765 43210",
    details: contactDetails(
      "We run three knitting units in Tiruppur and need payroll.",
      "+91 98765 43210",
    ),
    status: "contacted",
    created_at: "2026-03-01T10:00:00.000Z",
  }),
  leadRow({
    kind: "estimate",
    source_call: "SaveEstimate",
    name: "Vikram Shah",
    company: "Shah Exports",
    email: "vikram@shahexports.in",
    phone: "98200-11223",
    estimate_cost: 1_778_400,
    details: JSON.stringify({
      name: "Vikram Shah",
      project: "A dealer ordering app for our Surat warehouse",
      platform: "both",
      wauth: 2,
      mmaster: 3,
    }),
    created_at: "2026-03-02T10:00:00.000Z",
  }),
  leadRow({
    name: "=1+1",
    company: "Formula Works",
    email: "formula@example.in",
    phone: "9812345678",
    details: contactDetails('=HYPERLINK("http://evil.example","x")', "9812345678"),
    created_at: "2026-03-03T10:00:00.000Z",
  }),
];

describe.each(testDatabases)("lead exports on $name", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await kind.open();
    app = await createTestApp(database);
    await createStaff(database.db);
    cookie = await signInCookie(app);
  });

  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  beforeEach(async () => {
    await database.db.deleteFrom("leads").execute();
    await insertLeads(database.db, FIXTURE);
  });

  it("exports the message, the project and the estimate's parts in the CSV", async () => {
    const response = await getPage(app, "/admin/leads/export.csv", cookie);
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
    const response = await getPage(app, "/admin/leads/export.xlsx?status=new", cookie);
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
    const response = await getPage(app, "/admin/leads/export.xlsx?q=tiruppur", cookie);
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
