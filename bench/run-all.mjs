#!/usr/bin/env node
// `npm run bench`: every benchmark in turn, even after one misses its bar, so one run gives all
// the figures. Exits 1 when any of them failed or missed its bar.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const BENCHMARKS = [
  "api/save-lead.mjs",
  "api/cpu-per-request.mjs",
  "api/crash-test.mjs",
  "api/faults.mjs",
  "api/scale-out.mjs",
  "api/page-views.mjs",
  "web/lighthouse.mjs",
];

const failed = BENCHMARKS.filter((script) => {
  console.log(`\n=== ${script} ===`);
  const path = fileURLToPath(new URL(script, import.meta.url));
  return spawnSync(process.execPath, [path], { stdio: "inherit" }).status !== 0;
});

if (failed.length > 0) {
  console.log(`\nFailed or missed a bar: ${failed.join(", ")}`);
  process.exitCode = 1;
}
