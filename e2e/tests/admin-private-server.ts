import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:net";
import { join } from "node:path";
import config from "../playwright.config";

// A server of a test's own: the same start command and settings as the shared test server, on
// its own port and its own SQLite file. For changes every other spec would notice, such as a new
// blog article (the blog reader specs count the seeded articles on each page).

export interface PrivateServer {
  origin: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === "string") throw new Error("No port to listen on");
  return address.port;
}

const hasExited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

async function waitUntilHealthy(origin: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (hasExited(server)) {
      throw new Error(`The private server stopped (${server.exitCode}):\n${log()}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The private server did not answer /healthz within 60 s:\n${log()}`);
}

/**
 * Starts the server; `env` adds settings of the test's own, given the server's address (e.g. an
 * SMTP server to send to and the public address its e-mailed links point at).
 */
export async function startPrivateServer(
  env: (origin: string) => Record<string, string> = () => ({}),
): Promise<PrivateServer> {
  const shared = config.webServer;
  if (shared === undefined || Array.isArray(shared)) throw new Error("Expected one webServer");
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run through playwright.config.ts");

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(import.meta.dirname, "../../scripts/start.mjs")], {
    env: {
      ...process.env,
      ...shared.env,
      PORT: String(port),
      DATABASE_URL: `sqlite:${join(dataDir, `private-${randomUUID()}.db`)}`,
      ...env(origin),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", collect);

  const stop = async () => {
    if (hasExited(server)) return;
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;
  };
  try {
    await waitUntilHealthy(origin, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
