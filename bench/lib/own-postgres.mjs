// A throw-away PostgreSQL cluster of the benchmark's own, in a temporary folder on a free port,
// from Debian's binaries: a benchmark may stop it and start it again without touching the shared
// server others test on. PostgreSQL refuses to run as root, so as root it runs as `postgres`.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./server-process.mjs";

const DEBIAN_PG_ROOT = "/usr/lib/postgresql";
// Enough for one API server's pool and the benchmark's own client.
const SERVER_SETTINGS = ["-c max_connections=40", "-c shared_buffers=32MB"];

/** The bin folder of the newest PostgreSQL with initdb and pg_ctl, or undefined. */
function findBinaries() {
  if (!existsSync(DEBIAN_PG_ROOT)) return undefined;
  return readdirSync(DEBIAN_PG_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_PG_ROOT, version, "bin"))
    .find((bin) => existsSync(join(bin, "initdb")) && existsSync(join(bin, "pg_ctl")));
}

/** The uid and gid of the `postgres` account, or undefined. */
function postgresAccount() {
  const uid = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Why no cluster of our own can be made here, or undefined when one can. */
export function ownPostgresUnavailable() {
  if (findBinaries() === undefined) {
    return `no initdb and pg_ctl under ${DEBIAN_PG_ROOT}/*/bin (apt-get install -y postgresql)`;
  }
  if (process.getuid?.() === 0 && postgresAccount() === undefined) {
    return "running as root, and there is no postgres account to run PostgreSQL as";
  }
  return undefined;
}

/**
 * Creates and starts a cluster; answers its URL (database `postgres`, trust authentication),
 * `stop(mode)` and `start()` for the faults, `createDatabase(name)` and `remove()`.
 */
export async function startOwnPostgres() {
  const bin = findBinaries();
  const dir = mkdtempSync(join(tmpdir(), "bench-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = postgresAccount();
    chownSync(dir, uid, gid);
  }
  const run = (tool, args) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const commandArgs = asRoot ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    const result = spawnSync(command, commandArgs, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(" ")} failed:\n${result.stdout}${result.stderr}`);
    }
  };
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    ...SERVER_SETTINGS,
  ].join(" ");
  const start = () =>
    run("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", serverOptions, "-w", "start"]);
  const stop = (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);

  // No fsync while the empty cluster is written: it is rebuilt if lost. The running server syncs.
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  let running = false;
  // A benchmark that throws must not leave its cluster running.
  const stopAtExit = () => {
    if (running) stop("immediate");
  };
  process.once("exit", stopAtExit);
  start();
  running = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    /** pg_ctl stop -m <mode>: "immediate" is a crash, as a machine losing power. */
    stop(mode) {
      stop(mode);
      running = false;
    },
    start() {
      start();
      running = true;
    },
    /** A new database; answers its URL. */
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    remove() {
      process.off("exit", stopAtExit);
      if (running) stop("immediate");
      running = false;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
