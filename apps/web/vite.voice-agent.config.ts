import { defineConfig } from "vite";
import { buildDirectory, contractsTreeshake } from "./build-settings";

// The voice-agent demo's widget (app/features/voice-agent/widget/), bundled into one ES module at
// /voice-agent/widget.js, which public/voice-agent/widget.html loads (Astro copies the page and
// its stylesheet from public/). Runs after astro build, into the folder Astro just filled, and
// before scripts/postbuild.mjs precompresses it. Not hashed: the server sends voice-agent/* with
// no-cache instead, so the unchanging URL is always revalidated.
export default defineConfig({
  build: {
    lib: {
      entry: "app/features/voice-agent/widget/widget.ts",
      formats: ["es"],
      fileName: () => "widget.js",
    },
    outDir: `${buildDirectory}/client/voice-agent`,
    // widget.html and widget.css are already there, copied by Astro from public/.
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: {
      // Library mode keeps the whitespace of ES output; this module is only ever served, not
      // bundled again, so it is minified whole.
      output: { minify: true },
      // The widget uses only the contracts' patterns, messages and codes.
      treeshake: contractsTreeshake,
    },
  },
});
