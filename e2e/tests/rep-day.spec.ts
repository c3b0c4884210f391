import { expect, type Page } from "@playwright/test";
import { postContactLead, test, uniqueToken } from "./admin-public-api";
import { runAdminCli, signIn } from "./admin-session";

// A sales rep's day in the console: the admin hands two new leads over in one go from the inbox,
// the rep finds them on Today, calls one and logs how it went, and keeps a named view of their
// leads; on a desktop and on a phone, where nothing may scroll sideways.

const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a rep's day: leads handed over in bulk, found on Today, a call logged, a view saved", async ({
  page,
  request,
  token,
}, testInfo) => {
  // The staff CLI hashes a password, and the page walk is long on a shared machine.
  test.setTimeout(180_000);
  const rep = {
    email: `${uniqueToken(`rep-${testInfo.project.name}-`)}@kaizenfusion.in`,
    password: "a-long-enough-password-for-ravi",
  };
  const repName = `Ravi Kumar ${token}`;
  runAdminCli(
    ["create-user", "--email", rep.email, "--role", "sales", "--name", repName],
    rep.password,
  );
  const kavya = `Kavya Menon ${token}`;
  const arjun = `Arjun Pillai ${token}`;
  await postContactLead(request, {
    name: kavya,
    email: `kavya.${token}@example.com`,
    request: "We want our clinic's appointments on WhatsApp.",
  });
  await postContactLead(request, { name: arjun, email: `arjun.${token}@example.com` });

  // The admin ticks both new leads and gives them to the rep.
  await signIn(page);
  await page.goto(`/admin/leads?q=${encodeURIComponent(token)}`);
  await page.getByRole("checkbox", { name: `Select ${kavya}` }).check();
  await page.getByRole("checkbox", { name: `Select ${arjun}` }).check();
  await page.getByLabel("With the selected leads").selectOption({ label: repName });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toHaveText(`2 leads assigned to ${repName}.`);
  // Back on the inbox as it was left: the same search, both rows now the rep's.
  await expect(page.getByLabel(/^Search/)).toHaveValue(token);
  await expect(page.getByRole("row", { name: new RegExp(kavya) })).toContainText(repName);
  expect(await fitsTheWidth(page)).toBe(true);
  await page.getByRole("button", { name: "Sign out" }).click();

  // The rep's Today lists both as new leads nobody has touched.
  await signIn(page, rep);
  await page.goto("/admin/today");
  const untouched = page.getByRole("region", { name: "New leads nobody has touched yet" });
  await expect(untouched.getByRole("link", { name: kavya })).toBeVisible();
  await expect(untouched.getByRole("link", { name: arjun })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);

  // A call planned for tomorrow, then made: it went well, and the note says what was agreed.
  await untouched.getByRole("link", { name: kavya }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kavya);
  const tasks = page.getByRole("region", { name: "Tasks" });
  await tasks.getByLabel("Title").fill("Call about the WhatsApp booking");
  await tasks.getByRole("button", { name: "Add task" }).click();
  await expect(page.getByRole("status")).toHaveText("Task added.");
  await tasks.getByText("Complete", { exact: true }).click();
  await tasks.getByRole("radio", { name: "Talked" }).check();
  await tasks.getByLabel("Note (optional)").fill("Demo on Friday with both doctors.");
  await tasks
    .getByRole("button", { name: "Complete task: Call about the WhatsApp booking" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Task completed.");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Call task completed by",
  );
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Demo on Friday with both doctors.",
  );
  expect(await fitsTheWidth(page)).toBe(true);

  // Today no longer lists the lead the rep has called.
  await page.goto("/admin/today");
  await expect(untouched.getByRole("link", { name: arjun })).toBeVisible();
  await expect(untouched.getByRole("link", { name: kavya })).toHaveCount(0);

  // The rep keeps "My leads" as a view of their own, one click from the inbox.
  await page.goto("/admin/leads?view=mine");
  await page.getByText("Save these filters as a view").click();
  await page.getByLabel("Save this view as").fill("My leads to call");
  await page.getByRole("button", { name: "Save view" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "View saved: it is listed under Your saved views.",
  );
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "My leads to call" }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?view=mine$/);
  await expect(page.getByRole("link", { name: arjun, exact: true })).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
});
