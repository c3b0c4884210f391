import { execFileSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "@playwright/test";

// Signing in to the staff console (/admin) the way staff do: through its sign-in form.

export interface StaffCredentials {
  email: string;
  password: string;
}

/**
 * The console's first account: playwright.config.ts hands it to the server as ADMIN_EMAIL and
 * ADMIN_PASSWORD. Development credentials; the server refuses none of them outside production.
 */
export const STAFF: StaffCredentials = {
  email: "staff@kaizenfusion.in",
  password: "e2e-console-staff-password",
};

/**
 * Fills and sends the sign-in form. `origin` is empty for the shared test server (the
 * configured baseURL) or the address of a server a test started for itself.
 */
export async function submitSignIn(page: Page, credentials: StaffCredentials, origin = "") {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel("E-mail").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in and waits for the inbox, where the console lands after sign-in. */
export async function signIn(page: Page, credentials = STAFF, origin = "") {
  await submitSignIn(page, credentials, origin);
  await page.waitForURL(/\/admin\/leads$/);
}

/**
 * Runs the documented staff CLI (`npm run admin -- <command>`) against the shared test server's
 * database, e.g. to add a user only one test signs in with.
 */
export function runAdminCli(args: string[], password: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");
  // The command line reads the password from standard input, never from an argument.
  return execFileSync("npm", ["run", "--silent", "admin", "--", ...args], {
    cwd: join(import.meta.dirname, "..", ".."),
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dataDir, "e2e.db")}` },
    input: `${password}\n`,
    encoding: "utf8",
  });
}
