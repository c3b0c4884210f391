// How this repository starts Debian's Chromium, for Lighthouse here and for the Playwright tests
// (e2e/playwright.config.ts): no browser download, no sandbox (containers run as root), and none
// of the browser's own background traffic to skew a measurement or a test.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
