import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../bench/web/chromium-flags.mjs";
import { STAFF } from "./tests/admin-session";

// End-to-end tests drive Debian's Chromium against the production build served by `npm start`,
// on a throw-away SQLite file: a real browser, a real server, a real database.
const port = Number(process.env.E2E_PORT ?? 4173);
// Workers re-read this file, so the data folder is made once and handed down through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "site-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;
// WEB_BUILD_DIR lets a build in another folder be tested beside the default one.
const webRoot = join(
  import.meta.dirname,
  "..",
  "apps/web",
  process.env.WEB_BUILD_DIR ?? "build",
  "client",
);

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: "node ../scripts/start.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${join(dataDir, "e2e.db")}`,
      LOG_LEVEL: "warn",
      WEB_ROOT: webRoot,
      // Tests submit many leads from one address; the limits themselves are tested in the API suite.
      RATE_LIMIT_WRITES_PER_MIN: "10000",
      SUSPECT_MAX_PER_HOUR: "10000",
      // Every spec signs in from 127.0.0.1, so one address would soon have to wait; the waits per
      // account are still tested here, the ones per address in the API suite.
      SIGN_IN_ATTEMPTS_PER_ADDRESS: "10000",
      // The staff console's first account, created at start; the admin-* specs sign in with it.
      ADMIN_EMAIL: STAFF.email,
      ADMIN_PASSWORD: STAFF.password,
    },
  },
});
