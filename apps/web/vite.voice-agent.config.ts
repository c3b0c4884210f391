import { defineConfig } from "vite";

// The voice-agent demo's widget (app/features/voice-agent/widget/), bundled into one ES module at
// /voice-agent/widget.js, which public/voice-agent/widget.html loads (Astro copies the page and
// its stylesheet from public/). Runs after astro build, into the folder Astro just filled, and
// before scripts/postbuild.mjs precompresses it. Not hashed: the server sends voice-agent/* with
// no-cache instead, so the unchanging URL is always revalidated.
const buildDirectory = process.env.WEB_BUILD_DIR ?? "build";

// Same side-effect rule as vite.page-renderers.config.ts, so the contracts barrel does not pull
// zod in: the widget uses only the contracts' patterns, messages and codes.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

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
      treeshake: {
        moduleSideEffects: (id: string) => (contractsSource.test(id) ? false : undefined),
      },
    },
  },
});
