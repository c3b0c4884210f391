import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

// Seeded employee: Arjun Mehta, +91 9810012345.
const card = (page: Page) => page.getByRole("region", { name: "Employee Details" });

test.describe("employee card", () => {
  test("the shell is the same for every phone and shows the loading text first", async ({
    request,
  }) => {
    const html = await (await request.get("/empcard/9810012345")).text();
    expect(html).toMatch(/<h1[^>]*>Employee Details<\/h1>/);
    expect(html).toContain("Loading employee details...");
    expect(html).not.toContain("Arjun Mehta");
  });

  test("shows a seeded employee's card with working links", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/empcard/9810012345");

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
    await page.goto("/empcard/9999900000");
    await expect(card(page).getByText("No employee found with this phone number.")).toBeVisible();
  });

  test("says when the URL has no number", async ({ page }) => {
    await page.goto("/empcard");
    await expect(card(page).getByText("No phone number provided in URL")).toBeVisible();
  });

  test("saves the contact as a vCard", async ({ page }) => {
    await page.goto("/empcard/9810012345");
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
    await page.goto("/empcard/%2B91%2098100%2012345");
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
});
