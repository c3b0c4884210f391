import { expect } from "@playwright/test";
import { filterLeads } from "./admin-console";
import { postContactLead, test } from "./admin-public-api";
import { signIn } from "./admin-session";

// A rep opens a person from the inbox, sees both of their requests, and merges a duplicate
// record of the same person sent from an office address.

test("a rep opens a person from the inbox and merges a duplicate", async ({
  page,
  request,
  token,
}) => {
  const name = `Asha ${token}`;
  await postContactLead(request, { name, email: `asha.${token}@gmail.com` });
  await postContactLead(request, {
    name,
    email: `asha${token}+erp@googlemail.com`,
    request: "And a quote for the dashboards, please.",
  });
  await postContactLead(request, { name, email: `asha.${token}@tatva.in` });

  await signIn(page);
  await filterLeads(page, { q: token });
  // The two Gmail requests are one person: two rows, not three.
  await expect(page.locator("main table tbody tr")).toHaveCount(2);
  await page.getByRole("link", { name: "2 requests" }).click();
  await expect(page.getByRole("heading", { name: "2 requests" })).toBeVisible();

  await page.getByLabel("Find the other record").fill(`tatva.in`);
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("link", { name: "Merge this one" }).click();
  await expect(page.getByRole("heading", { name: "Merge these records?" })).toBeVisible();
  await page.getByRole("button", { name: "Merge", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Merged.");
  await expect(page.getByRole("heading", { name: "3 requests" })).toBeVisible();
  await expect(page.locator("#person-timeline").locator("..")).toContainText("merged Asha");
});
