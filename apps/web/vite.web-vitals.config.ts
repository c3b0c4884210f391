import { defineConfig } from "vite";
import { buildDirectory } from "./build-settings";

// Real visitors' Web Vitals (app/features/web-vitals/report-vitals.ts, with Google's web-vitals),
// bundled into one ES module at /vitals.js, which every page imports once it is idle. A fixed
// name rather than a hashed one, so the server can decline to send it when VISIT_COUNTING=off.
// Runs after astro build and before scripts/postbuild.mjs precompresses it.
export default defineConfig({
  build: {
    lib: {
      entry: "app/features/web-vitals/report-vitals.ts",
      formats: ["es"],
      fileName: () => "vitals.js",
    },
    outDir: `${buildDirectory}/client`,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    // Only ever served, never bundled again: minified whole.
    rolldownOptions: { output: { minify: true } },
  },
});
