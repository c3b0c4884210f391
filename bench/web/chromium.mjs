// Debian's Chromium, started by hand for Lighthouse: no browser download, a fresh profile per run.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../lib/server-process.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium-flags.mjs";

const READY_TIMEOUT_MS = 30_000;

/** Starts headless Chromium with a DevTools port; resolves once the port answers. */
export async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "bench-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  // A benchmark that throws must not leave its browser running.
  process.once("exit", () => child.kill("SIGKILL"));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/json/version`);
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`${CHROMIUM_PATH} did not open its DevTools port ${port}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return {
    port,
    async close() {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
