import { expect, type Page, test } from "@playwright/test";
import { basicAuth, uniqueToken } from "./admin-public-api";
import { runAdminCli, STAFF, signIn, submitSignIn } from "./admin-session";

// Signing in to the staff console, signing out, and the growing waits after five wrong passwords.

const REFUSED =
  "Wrong e-mail or password. After 5 failed attempts in a row, each further attempt has to wait longer, up to 15 minutes.";

const refusal = (page: Page) => page.getByRole("alert");

test.describe("staff sign-in", () => {
  test("sends a visitor without a session to sign-in; the API's credentials open nothing", async ({
    page,
    request,
  }) => {
    await page.goto("/admin/leads");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);

    const exported = await request.get("/admin/leads/export.csv", {
      headers: { Authorization: basicAuth },
    });
    expect(exported.status()).toBe(401);
  });

  test("refuses a wrong password, then signs in and out", async ({ page, context }) => {
    await submitSignIn(page, { email: STAFF.email, password: "not-the-password-at-all" });
    await expect(refusal(page)).toHaveText(REFUSED);
    await expect(page.getByLabel("E-mail")).toHaveValue(STAFF.email);
    await expect(page.getByLabel("Password")).toHaveValue("");

    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${STAFF.email}`)).toBeVisible();
    const [session] = (await context.cookies()).filter((cookie) => cookie.name === "staff_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await expect(page.getByRole("status")).toHaveText("You are signed out.");
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("makes an account wait after five wrong passwords, never locking it", async ({
    page,
  }, testInfo) => {
    // Two runs of the staff CLI and up to fourteen password hashes on a shared machine.
    test.setTimeout(180_000);
    // A user of this test alone, so the shared staff account never has to wait.
    const user = {
      email: `${uniqueToken(`throttle-${testInfo.project.name}-`)}@kaizenfusion.in`,
      password: "a-long-enough-password-1",
    };
    runAdminCli(["create-user", "--email", user.email], user.password);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitSignIn(page, { email: user.email, password: `wrong password ${attempt}` });
      await expect(refusal(page)).toHaveText(REFUSED);
    }
    // Past five, each attempt starts a longer wait (1 s, 2 s, 4 s ...) from the moment it is
    // counted. Checking a password can itself take a second on a busy machine, so keep guessing
    // until a wait of three seconds or more is running: then the next try surely falls inside it.
    const WAITING = /^Too many sign-in attempts\. Try again in (\d+) seconds?\.$/;
    let secondsLeft = 0;
    for (let attempt = 6; secondsLeft < 3; attempt += 1) {
      expect(attempt, "the waits grow with each attempt").toBeLessThanOrEqual(12);
      await submitSignIn(page, { email: user.email, password: `wrong password ${attempt}` });
      // The sign-in form itself shows no alert: the one that appears is the answer.
      await refusal(page).waitFor();
      const answer = (await refusal(page).textContent()) ?? "";
      if (answer !== REFUSED) expect(answer).toMatch(WAITING);
      secondsLeft = Number(WAITING.exec(answer)?.[1] ?? 0);
    }
    // While it waits, even the right password is turned away.
    await submitSignIn(page, user);
    await expect(refusal(page)).toHaveText(WAITING);
    await expect(page).toHaveURL(/\/admin\/login$/);

    // The shared account is not affected by another account's waits.
    await signIn(page);
    await page.getByRole("button", { name: "Sign out" }).click();

    // set-password ends the wait at once.
    const newPassword = "another-long-password-2";
    runAdminCli(["set-password", "--email", user.email], newPassword);
    await signIn(page, { email: user.email, password: newPassword });
    await expect(page.getByText(`Signed in as ${user.email}`)).toBeVisible();
  });
});
