import { expect, test } from "@playwright/test";
import { startPrivateServer } from "./admin-private-server";
import { postContactLead, uniqueToken } from "./admin-public-api";
import { STAFF, signIn } from "./admin-session";

// Owners and follow-ups in the staff console. Who takes which kind of lead changes what happens
// to every new lead, so this runs on a server of its own.

const SALES = {
  name: "Ravi Sales",
  email: "ravi.sales@kaizenfusion.in",
  password: "ravi-works-the-contact-leads",
};

test.describe("lead owners and follow-ups", () => {
  test("an admin picks who takes contact leads; a new lead gets that owner, is reassigned, gets a follow-up and shows in the owner's view", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const server = await startPrivateServer();
    try {
      const { origin } = server;
      await signIn(page, STAFF, origin);

      // A sales colleague to take the contact leads.
      await page.goto(`${origin}/admin/staff`);
      await page.getByLabel("E-mail address").fill(SALES.email);
      await page.getByLabel("Name (optional)").fill(SALES.name);
      await page.locator("#create-password").fill(SALES.password);
      await page.locator("#create-role").selectOption("sales");
      await page.getByRole("button", { name: "Add staff member" }).click();
      await expect(page.getByRole("cell", { name: SALES.email }).first()).toBeVisible();

      await page.goto(`${origin}/admin/assignment`);
      await page.getByRole("checkbox", { name: `${SALES.name} takes Contact leads` }).check();
      await page.getByRole("button", { name: "Save assignment" }).click();
      await expect(page.getByText("Assignment saved.")).toBeVisible();
      await expect(
        page.getByRole("checkbox", { name: `${SALES.name} takes Contact leads` }),
      ).toBeChecked();
      await expect(
        page.getByRole("checkbox", { name: `${STAFF.email} takes Contact leads` }),
      ).not.toBeChecked();

      const name = uniqueToken("Owner");
      await postContactLead(request, { name, email: `${name.toLowerCase()}@example.com` }, origin);

      await page.goto(`${origin}/admin/leads`);
      await page.getByRole("link", { name }).click();
      const work = page.locator('section[aria-labelledby="work-this-lead"]');
      // Assignment runs in the background a few seconds after the save.
      await expect(async () => {
        await page.reload();
        await expect(work.getByText(`Owner: ${SALES.name}`)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      await work.getByLabel("Give it to").selectOption({ label: STAFF.email });
      await work.getByRole("button", { name: "Save", exact: true }).click();
      await expect(work.getByText(`Owner: ${STAFF.email}`)).toBeVisible();

      await work.getByLabel("Date").fill("2030-01-15");
      await work.getByLabel("Time").fill("10:30");
      await work.getByLabel("What to do").fill("Call about the booking app");
      await work.getByRole("button", { name: "Save", exact: true }).click();
      await expect(
        work.getByText("Due 15 Jan 2030, 10:30 am IST — Call about the booking app"),
      ).toBeVisible();

      // A second contact lead goes to the sales colleague, the only one taking contact leads.
      const other = uniqueToken("Other");
      await postContactLead(
        request,
        {
          name: other,
          email: `${other.toLowerCase()}@example.com`,
          request: "Another booking app.",
        },
        origin,
      );
      await page.goto(`${origin}/admin/leads`);
      await page.getByRole("link", { name: other }).click();
      await expect(async () => {
        await page.reload();
        await expect(work.getByText(`Owner: ${SALES.name}`)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });

      // The signed-in owner's own view lists their lead and not the colleague's.
      await page.goto(`${origin}/admin/leads?view=mine`);
      await expect(page.getByRole("link", { name })).toBeVisible();
      await expect(page.getByRole("link", { name: other })).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
});
