import { expect, type Page, test } from "@playwright/test";
import { filterLeads } from "./admin-console";
import { signIn } from "./admin-session";
import { fillFields, openForm } from "./lead-forms";
import { leadsFor, uniqueEmail } from "./leads-db";

// Every thank-you screen gives the visitor their request's reference, and staff find the request
// by it: the same text on the screen, in the stored row and in the console's search.

const REFERENCE = /^KF-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** The reference the thank-you screen shows, checked to be the one its message announces. */
async function shownReference(page: Page, message: string): Promise<string> {
  const line = page.getByText(/^Your reference:/);
  await expect(line).toBeVisible();
  const reference = (await line.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(REFERENCE);
  // The focused message names the line as its description, so a screen reader reads both.
  const heading = page.getByRole("heading", { name: message });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(new RegExp(`Your reference: ${reference}`));
  return reference;
}

test.describe("request references", () => {
  test("the contact form shows the reference stored with the lead, which finds it in the console", async ({
    page,
  }) => {
    const email = uniqueEmail("reference-contact");
    const form = page.getByRole("form", { name: "Contact form" });
    const submit = form.getByRole("button", { name: "Submit Request" });
    await openForm(page, "/index", submit);
    await fillFields(form, [
      ["Name", "Farah Qureshi"],
      ["Email", email],
      ["How can we help?", "A reorder app for our distributors in Ludhiana."],
    ]);
    const answered = page.waitForResponse("**/api/SaveFeedback");
    await submit.click();
    const response = await answered;
    // The body stays the spec's "OK"; the reference comes in a header.
    expect(await response.json()).toBe("OK");

    await expect(
      page.getByText("Thank you! Your request has been received. We will get back to you soon."),
    ).toBeVisible();
    const reference = await shownReference(page, "Request received");
    expect(response.headers()["x-request-reference"]).toBe(reference);
    const [row] = leadsFor(email);
    expect(row?.reference).toBe(reference);

    // Staff type it as a visitor reads it out: lower case, without the dashes.
    await signIn(page);
    await filterLeads(page, { q: reference.replace(/-/g, "").toLowerCase() });
    const found = page.locator('a[href^="/admin/leads/"]', { hasText: "Farah Qureshi" });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${row?.id}$`));
    await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  });

  test("a checklist download shows its own reference under the thank-you", async ({ page }) => {
    const email = uniqueEmail("reference-checklist");
    const form = page.getByRole("form", { name: "Download form" });
    await openForm(page, "/healthcare-checklist", form.locator('button[type="submit"]'));
    await fillFields(form, [
      ["Full name", "Meera D'Souza"],
      ["Organization", "Sunrise Clinics"],
      ["Email", email],
      ["Mobile number", "+919810012345"],
    ]);
    await form.locator('button[type="submit"]').click();
    const reference = await shownReference(page, "Thank you! Your information has been received.");
    expect(leadsFor(email)[0]?.reference).toBe(reference);
  });
});
