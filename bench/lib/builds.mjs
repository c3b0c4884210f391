// The benchmarks run the production server and site; each script builds whichever is missing
// first, so `npm run bench` works on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const serverScript = join(repoRoot, "apps/api/dist/server.js");
// WEB_BUILD_DIR measures a side-by-side build (same variable as apps/web's build scripts).
export const webRoot = join(repoRoot, "apps/web", process.env.WEB_BUILD_DIR ?? "build", "client");

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
