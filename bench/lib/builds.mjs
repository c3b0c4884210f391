// The benchmarks run the production server and site; each script builds whichever is missing
// first, so `npm run bench` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const serverScript = join(repoRoot, "apps/api/dist/server.js");
export const webRoot = join(repoRoot, "apps/web/build/client");

function buildIfMissing(workspace, output) {
  if (existsSync(output)) return;
  console.log(`No build of ${workspace} at ${output}: running npm run build -w ${workspace}.`);
  const build = spawnSync("npm", ["run", "build", "-w", workspace], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error(`Building ${workspace} failed: fix it, or run npm run build, then retry.`);
    process.exit(1);
  }
}

export const ensureApiBuild = () => buildIfMissing("apps/api", serverScript);
export const ensureWebBuild = () => buildIfMissing("apps/web", join(webRoot, "index/index.html"));
