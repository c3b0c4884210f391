#!/usr/bin/env node
// Start-and-serve check: `npm start` on a fresh SQLite file serves the home page and stores a lead
// sent the way the site's contact form sends it, then stops cleanly on SIGTERM.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "serve-check-"));
const port = 40_000 + Math.floor(Math.random() * 10_000);
const origin = `http://127.0.0.1:${port}`;
const server = spawn("npm", ["start"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    DATABASE_URL: `sqlite:${join(dir, "leads.db")}`,
  },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});

async function untilHealthy() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy within 60 s");
}

try {
  await untilHealthy();
  const page = await fetch(`${origin}/index`);
  const html = await page.text();
  if (page.status !== 200 || !html.includes("<main"))
    throw new Error(`/index answered ${page.status}`);
  const saved = await fetch(`${origin}/api/SaveFeedback`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Basic ${Buffer.from("site:site-dev-password").toString("base64")}`,
    },
    body: JSON.stringify({
      name: "Node LTS check",
      email: "lts-check@example.com",
      phone: "",
      request: "A start-and-serve check.",
      website: "",
      ipadd: "0.0.0.0",
    }),
  });
  if (saved.status !== 200)
    throw new Error(`SaveFeedback answered ${saved.status}: ${await saved.text()}`);
  console.log(`Node.js ${process.version}: /index served, a lead saved`);
} finally {
  process.kill(-server.pid, "SIGTERM");
  await once(server, "exit");
  rmSync(dir, { recursive: true, force: true });
}
