import { expect, type Locator, type Page } from "@playwright/test";
import { postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";
import { leadsFor } from "./leads-db";

// The deals board as a rep works it: a card dragged to another column, or moved with its own
// stage list and button from the keyboard, moves without a reload and the columns' totals follow.

const column = (page: Page, stage: string) =>
  page.locator("section.deal-column").filter({
    has: page.getByRole("heading", { level: 2, name: new RegExp(`^${stage} `) }),
  });

/** Rupees as the board writes them ("₹12,50,000"), as a number. */
async function rupeesIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  return Number(text.replace(/[^0-9]/g, ""));
}

async function totalsOf(page: Page, stage: string) {
  const box = column(page, stage);
  return {
    total: await rupeesIn(box.locator(".deal-total")),
    weighted: await rupeesIn(box.locator(".deal-weighted")),
  };
}

/** A lead from the site's contact form with a deal added on its page; answers the deal's title. */
async function leadWithDeal(
  page: Page,
  request: Parameters<typeof postContactLead>[0],
  token: string,
) {
  const email = `deal.${token}@example.com`;
  await postContactLead(request, { name: `Deal person ${token}`, email });
  const [lead] = leadsFor(email);
  if (lead === undefined) throw new Error("the lead was not stored");
  await signIn(page);
  await page.goto(`/admin/leads/${lead.id}`);
  const deals = page.locator("section.lead-deals");
  await deals.getByText("Add a deal").click();
  const title = `Portal ${token}`;
  const form = deals.locator("form").last();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Value (₹)").fill("4,00,000");
  await form.getByLabel("Expected close date").fill("2030-03-31");
  await form.locator("select[name=stage_id]").selectOption({ label: "Qualified (20 %)" });
  await form.getByRole("button", { name: "Add deal" }).click();
  await expect(page.getByRole("status")).toHaveText("Deal added.");
  await expect(deals).toContainText(`${title} · Qualified · ₹4,00,000`);
  return title;
}

test.describe("deals board", () => {
  test("a card dragged to another column moves, with the totals, without a reload", async ({
    page,
    request,
    token,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "mobile",
      "A touch screen has no HTML5 drag and drop: there the card's form moves it (next test).",
    );
    const title = await leadWithDeal(page, request, token);
    await page.goto("/admin/deals");
    const card = page.locator(".deal-card").filter({ hasText: title });
    await expect(card).toHaveAttribute("draggable", "true");
    const before = {
      from: await totalsOf(page, "Qualified"),
      to: await totalsOf(page, "Proposal sent"),
    };
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });

    await card.dragTo(column(page, "Proposal sent"));

    await expect(
      column(page, "Proposal sent").locator(".deal-card").filter({ hasText: title }),
    ).toBeVisible();
    await expect(page.locator("#deals-board-live")).toHaveText(
      `“${title}” moved to Proposal sent.`,
    );
    await expect
      .poll(() => totalsOf(page, "Proposal sent"))
      .toEqual({
        total: before.to.total + 400000,
        weighted: Math.round(((before.to.total + 400000) * 50) / 100),
      });
    expect(await totalsOf(page, "Qualified")).toEqual({
      total: before.from.total - 400000,
      weighted: Math.round(((before.from.total - 400000) * 20) / 100),
    });
    // The same page: nothing reloaded it.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // Dropped on Lost, it asks why first; without a reason it stays put.
    await card.dragTo(column(page, "Lost"));
    const dialog = page.getByRole("dialog", { name: "Why was this deal lost?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Move to lost" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Choose why the deal was lost: a deal moves to the lost stage only with a reason.",
    );
    await dialog.getByLabel("Why it was lost").selectOption({ label: "Chose another firm" });
    await dialog.getByRole("button", { name: "Move to lost" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      column(page, "Lost").locator(".deal-card").filter({ hasText: title }),
    ).toBeVisible();

    // The server kept it: a fresh board shows it there.
    await page.reload();
    await expect(
      column(page, "Lost").locator(".deal-card").filter({ hasText: title }),
    ).toBeVisible();
  });

  test("the same move by keyboard: the card's stage list and its Move button", async ({
    page,
    request,
    token,
  }) => {
    const title = await leadWithDeal(page, request, token);
    await page.goto("/admin/deals");
    const card = page.locator(".deal-card").filter({ hasText: title });
    const before = await totalsOf(page, "Negotiation");
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const select = card.getByLabel(`Move “${title}” to`);
    await select.focus();
    await select.selectOption({ label: "Negotiation" });
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Move" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(
      column(page, "Negotiation").locator(".deal-card").filter({ hasText: title }),
    ).toBeVisible();
    await expect
      .poll(() => totalsOf(page, "Negotiation"))
      .toEqual({
        total: before.total + 400000,
        weighted: Math.round(((before.total + 400000) * 75) / 100),
      });
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    // The page itself never scrolls sideways, whatever the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.reload();
    await expect(
      column(page, "Negotiation").locator(".deal-card").filter({ hasText: title }),
    ).toBeVisible();
  });
});
