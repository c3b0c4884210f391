import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** A signed-in browser, as staffBrowser answers it. */
interface Browser {
  post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse>;
}

export const ROLE_SETTINGS_PATH = "/admin/settings/roles";

/** Saves the sales role's settings as an admin would on the settings page. */
export async function setSalesAccess(
  admin: Browser,
  settings: { resumes: boolean; export: "own" | "all" },
): Promise<void> {
  const form: Record<string, string> = { sales_export: settings.export };
  if (settings.resumes) form.sales_resumes = "on";
  const saved = await admin.post(ROLE_SETTINGS_PATH, form);
  expect(saved.statusCode).toBe(303);
}

/** The names in a CSV export, in file order. */
export function csvNames(response: LightMyRequestResponse): string[] {
  expect(response.statusCode).toBe(200);
  const [header = [], ...rows] = parse(response.body, { bom: true }) as string[][];
  return rows.map((row) => row[header.indexOf("name")] ?? "");
}

/** The names in an XLSX export, in sheet order. */
export async function xlsxNames(response: LightMyRequestResponse): Promise<string[]> {
  expect(response.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Leads");
  if (sheet === undefined) throw new Error("No Leads sheet");
  const column = (sheet.getRow(1).values as unknown[]).slice(1).indexOf("name") + 1;
  const names: string[] = [];
  for (let row = 2; row <= sheet.actualRowCount; row++) {
    names.push(String(sheet.getRow(row).getCell(column).value));
  }
  return names;
}
