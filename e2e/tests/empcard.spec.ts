import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { addEmployee, uniqueEmployeePhone } from "./admin-console";
import { test } from "./admin-public-api";
import { signIn } from "./admin-session";
import { collectErrors, gotoHydrated } from "./hydration";

// Seeded employee: Arjun Mehta, +91 9810012345.
const card = (page: Page) => page.getByRole("region", { name: "Employee Details" });
const DATA_BLOCK = "#employee-card-data";

test.describe("employee card", () => {
  test("a known phone's card is in the page as sent; any other phone gets the loading shell", async ({
    request,
  }) => {
    const html = await (await request.get("/empcard/9810012345")).text();
    expect(html).toMatch(/<h1[^>]*>Employee Details<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Arjun Mehta<\/h2>/);
    expect(html).not.toContain("Loading employee details...");
    expect(html).toContain('<script type="application/json" id="employee-card-data">');

    for (const phone of ["9999900000", "abc"]) {
      const shell = await (await request.get(`/empcard/${phone}`)).text();
      expect(shell).toContain("Loading employee details...");
      expect(shell).not.toContain("employee-card-data");
    }
  });

  test("hydrates the card it was sent without asking for it again", async ({ page }) => {
    const errors = collectErrors(page);
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/getemployee/")) lookups.push(request.url());
    });
    await gotoHydrated(page, "/empcard/9810012345");
    await expect(card(page).getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
    await expect(card(page)).toHaveAttribute("aria-busy", "false");
    // The data block has served its purpose; a card opened later in this tab is looked up.
    await expect(page.locator(DATA_BLOCK)).toHaveCount(0);
    expect(lookups).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("shows a seeded employee's card with working links", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/empcard/9810012345");

    await expect(card(page).getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
    await expect(card(page).getByText("Founder and Managing Director")).toBeVisible();
    const phone = card(page).getByRole("link", { name: "+91 9810012345" });
    await expect(phone).toHaveAttribute("href", "tel:+919810012345");
    await expect(
      card(page).getByRole("link", { name: "arjun.mehta@kaizenfusion.in" }),
    ).toHaveAttribute("href", "mailto:arjun.mehta@kaizenfusion.in");
    await expect(card(page).getByText("Kaizen Fusion Technologies Pvt. Ltd.")).toBeVisible();
    await expect(
      card(page).getByText(
        "4th Floor, Plot 27, Okhla Industrial Estate Phase III, New Delhi 110020, India",
      ),
    ).toBeVisible();
    const website = card(page).getByRole("link", { name: /www\.kaizenfusion\.in/ });
    await expect(website).toHaveAttribute("href", "https://www.kaizenfusion.in");
    await expect(website).toHaveAttribute("target", "_blank");
    await expect(website).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByText("Loading employee details...")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  for (const phone of ["%2B91%2098100%2012345", "098100-12345", "%2B919810012345"]) {
    test(`finds the same card from ${decodeURIComponent(phone)}`, async ({ page }) => {
      await page.goto(`/empcard/${phone}`);
      await expect(card(page).getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
    });
  }

  test("says when no employee has the number", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/empcard/9999900000");
    await expect(card(page).getByText("No employee found with this phone number.")).toBeVisible();
    // The failed lookup's 404 is the only error the browser reports.
    expect(errors.filter((error) => !error.includes("404 (Not Found)"))).toEqual([]);
  });

  test("says when the URL has no number", async ({ page }) => {
    await page.goto("/empcard");
    await expect(card(page).getByText("No phone number provided in URL")).toBeVisible();
  });

  test("saves the contact as a vCard", async ({ page }) => {
    await gotoHydrated(page, "/empcard/9810012345");
    const download = page.waitForEvent("download");
    await card(page).getByRole("button", { name: "Save contact" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("arjun-mehta.vcf");
    const vcard = await readFile(await file.path(), "utf8");
    expect(vcard.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    const lines = vcard.replace(/\r\n /g, "").split("\r\n");
    expect(lines).toContain("FN:Arjun Mehta");
    expect(lines).toContain("N:Mehta;Arjun;;;");
    expect(lines).toContain("TEL;TYPE=WORK,VOICE:+919810012345");
    expect(lines).toContain("EMAIL;TYPE=INTERNET,WORK:arjun.mehta@kaizenfusion.in");
    expect(lines).toContain(
      "ADR;TYPE=WORK:;;4th Floor\\, Plot 27\\, Okhla Industrial Estate Phase III\\, New Delhi 110020\\, India;;;;",
    );
    expect(lines.at(-2)).toBe("END:VCARD");
  });

  test("shows a QR code of the card's address", async ({ page, baseURL }) => {
    await gotoHydrated(page, "/empcard/%2B91%2098100%2012345");
    const qr = card(page).getByRole("img", {
      name: `QR code of this card's address, ${baseURL}/empcard/9810012345`,
    });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(120);
    // A version 3 symbol (29 modules) plus the four-module quiet zone on each side.
    await expect(qr).toHaveAttribute("viewBox", "0 0 37 37");
    expect((await qr.locator("path").getAttribute("d"))?.length).toBeGreaterThan(500);
  });

  test("has no axe violations, with a card or an error", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/empcard/9810012345");
    await expect(card(page).getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.goto("/empcard/9999900000");
    await expect(card(page).getByRole("alert")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("shows an edit made in the console on the next load, in the page as sent", async ({
    page,
    request,
    token,
  }) => {
    const phone = uniqueEmployeePhone(7);
    const name = `Rohan Das ${token}`;
    await signIn(page);
    await addEmployee(page, { name, designation: "Support Engineer", phone });
    expect(await (await request.get(`/empcard/${phone}`)).text()).toContain("Support Engineer");

    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Designation", { exact: true }).fill("Support Lead");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("The employee was saved.");

    const sent = await (await request.get(`/empcard/${phone}`)).text();
    expect(sent).toContain("Support Lead");
    expect(sent).not.toContain("Support Engineer");
    const errors = collectErrors(page);
    await gotoHydrated(page, `/empcard/${phone}`);
    await expect(card(page).getByText("Support Lead", { exact: true })).toBeVisible();
    expect(errors).toEqual([]);

    await page.goto("/admin/employees");
    await row.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toHaveText("The employee was deleted.");
  });
});
