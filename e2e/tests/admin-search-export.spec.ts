import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { filterLeads } from "./admin-console";
import { postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";

// The inbox search (a word of the message, a phone however it is typed) and the XLSX export,
// read back with a spreadsheet library.

const leadRows = (page: Page) => page.locator("main table tbody tr");

test("staff find a lead by a word of its message and by its phone, and export it as XLSX", async ({
  page,
  request,
  token,
}, testInfo) => {
  const name = `Asha Rao ${token}`;
  // A number no other run uses: 9 and nine digits from the clock and the project.
  const digits = `9${String(Date.now() % 1e8).padStart(8, "0")}${testInfo.project.name.length % 10}`;
  const typed = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  await postContactLead(request, {
    name,
    email: `asha.${token}@example.com`,
    phone: `+91${digits}`,
    request: "We run three knitting units in Tiruppur and need payroll software.",
  });

  await signIn(page);
  await filterLeads(page, { q: "tiruppur" });
  await expect(leadRows(page).filter({ hasText: name })).toHaveCount(1);

  await filterLeads(page, { q: typed });
  await expect(leadRows(page)).toHaveCount(1);
  await expect(leadRows(page).filter({ hasText: name })).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /as XLSX/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Leads");
  if (sheet === undefined) throw new Error("No Leads sheet");
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
  expect(sheet.actualRowCount).toBe(2);
  expect(cell("name").value).toBe(name);
  expect(cell("phone").value).toBe(`+91${digits}`);
  expect(cell("phone").type).toBe(ExcelJS.ValueType.String);
  expect(cell("message").value).toBe(
    "We run three knitting units in Tiruppur and need payroll software.",
  );
});
