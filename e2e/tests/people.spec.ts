import { expect, test } from "@playwright/test";

// People are drawn as illustrated portraits, one style everywhere, the same person the same way
// on every page; the names beside them say who they are.

test("the about page pictures its nine people as portraits beside their names", async ({
  page,
}) => {
  await page.goto("/about");
  const cards = page.getByRole("listitem").filter({ has: page.locator("svg[data-portrait]") });
  await expect(cards).toHaveCount(9);
  await expect(cards.first().getByRole("heading")).toHaveText("Arjun Mehta");
  for (const card of await cards.all()) {
    const portrait = card.locator("svg[data-portrait]");
    await expect(portrait).toHaveAttribute("aria-hidden", "true");
    await expect(portrait.locator("text")).toHaveCount(0);
    const box = await portrait.boundingBox();
    expect([box?.width, box?.height]).toEqual([72, 72]);
  }
});

test("the home page's quoted clients are drawn, not shown as initials", async ({ page }) => {
  await page.goto("/index");
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await expect(carousel.locator("svg[data-portrait]")).toHaveCount(3);
  await expect(carousel.getByText("Gurpreet Sandhu", { exact: true })).toBeVisible();
  await expect(
    carousel.getByText("Operations Director, Doaba Foods Distribution, Jalandhar"),
  ).toBeVisible();
});

test("a business card draws its person as the about page does", async ({ page }) => {
  await page.goto("/about");
  const onAbout = await page
    .locator("#arjun-mehta svg[data-portrait]")
    .evaluate((svg) => svg.innerHTML.replace(/id="[^"]*"/g, "id").replace(/url\(#[^)]*\)/g, "url"));
  await page.goto("/empcard/9810012345");
  const card = page.getByRole("region", { name: "Employee Details" });
  await expect(card.getByRole("heading", { name: "Arjun Mehta" })).toBeVisible();
  const portrait = card.locator('svg[data-portrait="arjun-mehta"]');
  await expect(portrait).toBeVisible();
  const onCard = await portrait.evaluate((svg) =>
    svg.innerHTML.replace(/id="[^"]*"/g, "id").replace(/url\(#[^)]*\)/g, "url"),
  );
  expect(onCard).toBe(onAbout);
});
