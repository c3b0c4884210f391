#!/usr/bin/env node
// `npm start`: build whatever is missing (site or server bundle), then run the production server.
// The server migrates the database itself, so a fresh clone needs nothing else.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webRoot = process.env.WEB_ROOT ?? "apps/web/build/client";
const outputs = [
  { workspace: "apps/web", file: join(webRoot, "index/index.html") },
  { workspace: "apps/api", file: "apps/api/dist/server.js" },
];

for (const { workspace, file } of outputs) {
  if (existsSync(resolve(root, file))) continue;
  console.log(`No build of ${workspace} yet: building it first.`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Import rather than spawn so SIGTERM reaches the server's own graceful shutdown directly.
await import(join(root, "apps/api/dist/server.js"));
