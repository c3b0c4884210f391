import { expect, type Page } from "@playwright/test";

// What staff do in the console, the way they do it: filter the inbox, work a lead from its page,
// add an employee.

const filters = (page: Page) => page.locator("form.filters");

/** Sets the inbox filters given, applies them and waits for the filtered inbox. */
export async function filterLeads(
  page: Page,
  choice: { q?: string; kind?: string; status?: string },
) {
  if (choice.kind !== undefined) {
    await filters(page).getByLabel("Kind").selectOption({ label: choice.kind });
  }
  if (choice.status !== undefined) {
    await filters(page).getByLabel("Status").selectOption({ label: choice.status });
  }
  if (choice.q !== undefined) {
    await filters(page).getByLabel("Search name, company, e-mail, phone or message").fill(choice.q);
  }
  await filters(page).getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/\/admin\/leads\?/);
}

/** Adds a note to the lead whose page is open, and waits until it is saved. */
export async function addNote(page: Page, note: string) {
  const work = page.locator("form.work-form");
  await work.getByLabel("Note (optional)").fill(note);
  await work.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
}

/** Moves the lead whose page is open to `status` (as the list shows it), and waits until saved. */
export async function changeStatus(page: Page, status: string) {
  const work = page.locator("form.work-form");
  await work.getByLabel("Status").selectOption({ label: status });
  await work.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
}

/** A phone number starting with `firstDigit` that no seeded employee and no other test has. */
export const uniqueEmployeePhone = (firstDigit: number) =>
  `${firstDigit}${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;

/** Adds an employee of the firm from the console's Employees page, signed in as an admin. */
export async function addEmployee(
  page: Page,
  employee: { name: string; designation: string; phone: string; email?: string },
) {
  await page.getByRole("link", { name: "Employees" }).click();
  await page.getByRole("link", { name: "Add an employee" }).click();
  const fields: [string, string][] = [
    ["Name", employee.name],
    ["Designation", employee.designation],
    ["Country code", "+91"],
    ["Phone number", employee.phone],
    ["E-mail", employee.email ?? `employee.${employee.phone}@kaizenfusion.in`],
    ["Company name", "Kaizen Fusion Technologies Pvt. Ltd."],
    ["Company address", "Okhla Industrial Estate Phase III, New Delhi 110020, India"],
    ["Company website", "https://www.kaizenfusion.in"],
  ];
  for (const [label, value] of fields) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("The employee was added.");
}
