import { expect, type Page } from "@playwright/test";
import { addNote, changeStatus } from "./admin-console";
import { basicAuth, postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";

// A lead's page in the staff console as a salesperson uses it: the person's name as the title,
// what they asked for, notes that add up in the timeline, a status change, the person's other
// requests, and nothing cut off on a phone.

/** True when the page does not scroll sideways at the viewport's width. */
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("staff lead page", () => {
  test("reads as the person's request, keeps every note in the timeline and fits a phone", async ({
    page,
    request,
    token,
  }) => {
    const name = `Meera Iyer ${token}`;
    const email = `meera.${token}@example.com`;
    // A number of this run's own: people are matched by phone too, and the e2e database is shared.
    const national = `98${[...token]
      .reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1e8, 7)
      .toString()
      .padStart(8, "0")}`;
    await postContactLead(request, {
      name,
      email,
      phone: `+91${national}`,
      request: "We run 40 looms in Tiruppur.\nWe need order tracking for buyers.",
    });
    const estimate = await request.post("/api/SaveEstimate", {
      headers: { Authorization: basicAuth },
      data: {
        name: `Meera I ${token}`,
        company: "Iyer Textiles",
        // The same person, typing her address with capitals this time.
        email: email.toUpperCase(),
        mobile: national,
        project: "Order tracking for export buyers",
        platform: "web",
        ipadd: "0.0.0.0",
        wauth: 1,
        wmaster: 5,
        wtrans: 2,
        wreport: 3,
      },
    });
    expect(estimate.status(), await estimate.text()).toBe(200);

    await signIn(page);
    // The inbox lists a person once, by their newest request: the contact form is the older one.
    await page.goto(`/admin/leads?q=${encodeURIComponent(token)}&kind=contact`);
    await page.getByRole("link", { name, exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(
      page
        .getByRole("region", { name: "What they asked for" })
        .getByText("We run 40 looms in Tiruppur."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/91${national}`,
    );
    expect(await fitsTheWidth(page)).toBe(true);

    const first = `First call ${token}: wants a demo.\nSend the brochure.`;
    const second = `Second call ${token}: demo fixed for Friday.`;
    for (const note of [first, second]) {
      await addNote(page, note);
    }
    await changeStatus(page, "Contacted");

    // Newest first, each with who and when (the firm's time, IST by default).
    const timeline = page.locator("ol.timeline > li");
    await expect(timeline.nth(0)).toContainText("moved it from New to Contacted");
    await expect(timeline.nth(1)).toContainText("added a note");
    await expect(timeline.nth(1)).toContainText(second);
    await expect(timeline.nth(2)).toContainText("Send the brochure.");
    await expect(timeline.nth(2)).toContainText("wants a demo.");
    for (const index of [0, 1, 2]) {
      await expect(timeline.nth(index).locator("time")).toHaveText(
        /\d{4}, \d{1,2}:\d{2} [ap]m IST$/,
      );
    }
    await expect(timeline.last()).toContainText("The request arrived: Contact form");
    // The raw fields are there, folded away.
    const stored = page.locator("details.stored-fields");
    await expect(stored.getByText("client_ip")).toBeHidden();
    await stored.locator("summary").click();
    await expect(stored.getByText("client_ip")).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);

    // Her two requests, from the address in either case, on one page.
    await page.getByRole("link", { name: "All 2 requests from this person" }).click();
    await expect(page).toHaveURL(/\/admin\/people\/\d+$/);
    // A person record keeps the name of their first request.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const requests = page.locator("table.person-leads tbody tr");
    await expect(requests).toHaveCount(2);
    await expect(requests.nth(0)).toContainText("Cost estimate");
    await expect(requests.nth(1)).toContainText("Contact form");
    await expect(requests.nth(1)).toContainText("Contacted");
    expect(await fitsTheWidth(page)).toBe(true);

    await requests.nth(0).getByRole("link", { name: "Cost estimate" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Meera I ${token}`);
    await expect(page.locator(".estimate-total")).toHaveText("₹5,00,400");
    await expect(page.getByRole("cell", { name: "₹1,08,000" })).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
  });
});
