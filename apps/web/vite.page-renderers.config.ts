import { defineConfig } from "vite";

// The page renderers the API server loads (scripts/page-renderers.ts), built for Node into the
// site's build folder, where the server finds them beside the pages they fill. A dot folder: the
// server never sends it. React and every other package are bundled in, so the folder works
// wherever the site is copied, without node_modules beside it.
const buildDirectory = process.env.WEB_BUILD_DIR ?? "build";
export const PAGE_RENDERERS_FILE = "page-renderers.mjs";

// Same side-effect rule as vite.config.ts, so the contracts barrel does not pull zod in.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export default defineConfig({
  // Only production React, whatever NODE_ENV the build runs under (a test runner sets "test"):
  // the development build would add warnings and weight to every render.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  oxc: { jsx: { runtime: "automatic", development: false } },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "scripts/page-renderers.ts",
    outDir: process.env.PAGE_RENDERERS_OUT_DIR ?? `${buildDirectory}/client/.page-renderers`,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    rolldownOptions: {
      output: { entryFileNames: PAGE_RENDERERS_FILE },
      treeshake: {
        moduleSideEffects: (id: string) => (contractsSource.test(id) ? false : undefined),
      },
    },
  },
});
