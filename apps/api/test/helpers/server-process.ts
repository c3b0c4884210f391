import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll } from "vitest";
import { useWebRoot } from "./web-root";

const API_FOLDER = fileURLToPath(new URL("../..", import.meta.url));
const LISTENING = /Server listening at (http:\/\/[^"\s]+)/;

export interface RunningServer {
  child: ChildProcess;
  exitCode: Promise<number | null>;
  output(): string;
}

/** Runs `src/server.ts` as a process of its own, with only the given environment. */
export function runServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_FOLDER,
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exitCode = once(child, "exit").then(([code]) => code as number | null);
  return { child, exitCode, output: () => output };
}

/** The address the server logs once it listens; fails with its output if it exits or stalls. */
export async function listeningUrl(server: RunningServer, timeoutMs = 20_000): Promise<string> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    const url = LISTENING.exec(server.output())?.[1];
    if (url !== undefined) return url;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

/** Kills a server a failed test left running, so no process outlives the suite. */
export function killIfRunning(server: RunningServer | undefined): void {
  if (server?.child.exitCode === null) server.child.kill("SIGKILL");
}

/**
 * A scratch folder and a web root for the suite's server processes; `start` runs one, and a
 * server a test leaves running is killed after it.
 */
export function useServerProcesses(prefix: string) {
  let folder: string | undefined;
  let server: RunningServer | undefined;
  const webRoot = useWebRoot();
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => {
    killIfRunning(server);
    server = undefined;
  });
  afterAll(async () => {
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  });
  const inFolder = (file: string) => {
    if (folder === undefined) throw new Error("The folder exists only inside tests and hooks");
    return join(folder, file);
  };
  return {
    /** The path of a file in the scratch folder. */
    inFolder,
    /** The environment of a server on the web root and an SQLite file in the folder. */
    env: (file: string, extra: Record<string, string> = {}) => ({
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: `sqlite:${inFolder(file)}`,
      WEB_ROOT: webRoot.root,
      LOG_LEVEL: "info",
      ...extra,
    }),
    start(env: Record<string, string>): RunningServer {
      server = runServer(env);
      return server;
    },
  };
}
