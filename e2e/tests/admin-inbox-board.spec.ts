import { expect, type Page } from "@playwright/test";
import { filterLeads } from "./admin-console";
import { basicAuth, postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";

// The inbox as a salesperson reads it (source in words, a card per lead on a phone) and the
// pipeline board, where a lead moves between statuses with a plain form post.

const leadRows = (page: Page) => page.locator("main table.lead-list tbody tr");
const rowOf = (page: Page, name: string) => leadRows(page).filter({ hasText: name });
const boardColumn = (page: Page, status: string) =>
  page.locator("section.board-column").filter({
    has: page.getByRole("heading", { level: 2, name: new RegExp(`^${status} `) }),
  });

test.describe("inbox and pipeline board", () => {
  test("shows leads from two forms with their source in words, as cards on a phone", async ({
    page,
    request,
    token,
  }, testInfo) => {
    const contact = `Asha Rao ${token}`;
    // The checklist form takes letters only in a name or company: the token goes in the address,
    // which the inbox shows under the name.
    const reader = `vikram.${token}@example.com`;
    await postContactLead(request, { name: contact, email: `asha.${token}@example.com` });
    // The healthcare checklist page's SaveLead call, as its form sends it.
    const saved = await request.post("/api/SaveLead", {
      headers: { Authorization: basicAuth },
      data: {
        leadtype: "HCT",
        leadfor: "Healthcare technology leaders: clinics and hospitals",
        checklist: "Healthcare Checklist",
        name: "Vikram Shah",
        companyname: "Shah Clinics",
        email: reader,
        mobileno: "9810012345",
        website: "",
        ipadd: "0.0.0.0",
        landing_page: "/healthcare-checklist",
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await signIn(page);
    await filterLeads(page, { q: token });
    await expect(leadRows(page)).toHaveCount(2);
    await expect(rowOf(page, contact)).toContainText("Contact form");
    await expect(rowOf(page, reader)).toContainText("Healthcare checklist");
    await expect(page.locator("main")).not.toContainText("SaveFeedback");
    await expect(page.locator("main")).not.toContainText("SaveLead");

    const readerRow = rowOf(page, reader);
    // Shown as people write it, dialled with the country code.
    await expect(readerRow.getByRole("link", { name: "+91 98100 12345" })).toHaveAttribute(
      "href",
      "tel:+919810012345",
    );
    await expect(readerRow.locator('td[data-label="Owner"]')).toBeVisible();

    if (testInfo.project.name === "mobile") {
      // Each lead is a card: a block, its cells stacked with their labels, nothing to scroll sideways.
      await expect(readerRow).toHaveCSS("display", "block");
      await expect(page.locator("main table.lead-list thead")).toHaveCSS("position", "absolute");
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
      for (const label of ["Name", "Company", "Source", "Phone", "Owner", "Status", "Created"]) {
        const cell = readerRow.locator(`td[data-label="${label}"]`);
        await expect(cell).toBeVisible();
        const box = await cell.boundingBox();
        expect(box, label).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(390);
      }
    }
  });

  test("moves a lead from New to Contacted on the board", async ({
    page,
    request,
    token,
  }, testInfo) => {
    const name = `Meera Iyer ${token}`;
    await postContactLead(request, { name, email: `meera.${token}@example.com` });

    await signIn(page);
    await page.getByRole("link", { name: "Board", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline board" })).toBeVisible();
    await page.locator("form.filters").getByLabel("Kind").selectOption({ label: "Contact" });
    await page.locator("form.filters").getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/\/admin\/board\?.*kind=contact/);

    const card = boardColumn(page, "New").locator("li.board-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Contact form");
    await card.getByLabel(`Move ${name} to`).selectOption({ label: "Contacted" });
    await card.getByRole("button", { name: "Move" }).click();

    await expect(page.getByRole("status")).toHaveText("Moved.");
    expect(new URL(page.url()).searchParams.get("kind")).toBe("contact");
    await expect(
      boardColumn(page, "Contacted").locator("li.board-card").filter({ hasText: name }),
    ).toBeVisible();
    await expect(
      boardColumn(page, "New").locator("li.board-card").filter({ hasText: name }),
    ).toHaveCount(0);

    if (testInfo.project.name === "mobile") {
      // The columns stack: nothing to scroll sideways.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);
    }
  });
});
