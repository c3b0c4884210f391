// Servers under test run in their own child processes on loopback, so the load generator and
// the measuring script never share an event loop with them.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { repoRoot, serverScript } from "./builds.mjs";

const READY_TIMEOUT_MS = 90_000;
/**
 * The Node.js options of `npm start`, read from the root package.json so the two cannot drift
 * apart, for every server a benchmark starts: the real one runs as in production, and the bare
 * route gets the same runtime.
 */
const SERVER_NODE_OPTIONS = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--"));

// Writes per minute the benchmarks' server allows from their one address: the most the server
// accepts, far above the 150,000 or so SaveLead calls a warm-up and a measured run send in a
// minute on a fast machine.
const RAISED_WRITE_LIMIT = 10_000_000;

/** A port that was free a moment ago on 127.0.0.1. */
export async function freePort() {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address();
  probe.close();
  await once(probe, "close");
  return port;
}

/**
 * A place for a server's output, line by line with the time each arrived, instead of the
 * terminal: the fault benchmarks count the lines a fault makes a server write.
 * @returns {{ lines: { at: number, text: string }[], between(from: number, to: number): string[] }}
 */
export function outputLog() {
  const lines = [];
  return {
    lines,
    between: (from, to) => lines.filter(({ at }) => at >= from && at <= to).map(({ text }) => text),
  };
}

function captureLines(stream, log) {
  let partial = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const parts = (partial + chunk).split("\n");
    partial = parts.pop();
    const at = Date.now();
    for (const text of parts) log.lines.push({ at, text });
  });
}

/**
 * Runs `node <script> [args]` with PORT and HOST set and the Node.js options of `npm start`, and
 * resolves once it answers HTTP on that port (any status: the bare server has no GET route).
 * Rejects if it exits first. `port` reuses a port (a restart clients must find again); `output`
 * (an outputLog) takes the server's stdout and stderr instead of the terminal.
 */
export async function startNodeServer(script, env = {}, args = [], { port, output } = {}) {
  port ??= await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, script, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: [
      "ignore",
      output === undefined ? "inherit" : "pipe",
      output === undefined ? "inherit" : "pipe",
    ],
  });
  if (output !== undefined) {
    captureLines(child.stdout, output);
    captureLines(child.stderr, output);
  }
  // A benchmark that throws must not leave its server running.
  const killChild = () => child.kill("SIGKILL");
  process.once("exit", killChild);
  child.once("exit", () => process.off("exit", killChild));
  const exited = once(child, "exit").then(([code, signal]) => {
    const said =
      output?.lines
        .slice(-20)
        .map(({ text }) => `\n  ${text}`)
        .join("") ?? "";
    throw new Error(
      `${script} exited (${signal ?? code}) before it answered on port ${port}${said}`,
    );
  });
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitForHttp(origin), exited]);
  return { child, origin, port };
}

/**
 * The real server, as `npm start` runs it, with the write limits raised far above the load a
 * benchmark sends (the limits themselves are tested in the API suite). `env` adds settings;
 * `port` and `output` are startNodeServer's.
 */
export function startApiServer({ databaseUrl, webRoot, env = {}, port, output }) {
  return startNodeServer(
    serverScript,
    {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      RATE_LIMIT_WRITES_PER_MIN: String(RAISED_WRITE_LIMIT),
      SUSPECT_MAX_PER_HOUR: String(RAISED_WRITE_LIMIT),
      ...(webRoot === undefined ? {} : { WEB_ROOT: webRoot }),
      ...env,
    },
    [],
    { port, output },
  );
}

/** Sends `signal` and resolves once the process has exited. */
export async function stopServer({ child }, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

async function waitForHttp(origin) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(`${origin}/healthz`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Nothing answered on ${origin} within ${READY_TIMEOUT_MS / 1000} s`);
}
