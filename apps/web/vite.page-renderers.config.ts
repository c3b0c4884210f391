import { defineConfig } from "vite";
import { buildDirectory, contractsTreeshake } from "./build-settings";

// The page renderers the API server loads (scripts/page-renderers.ts), built for Node into the
// site's build folder, where the server finds them beside the pages they fill. A dot folder: the
// server never sends it. React and every other package are bundled in, so the folder works
// wherever the site is copied, without node_modules beside it.
export const PAGE_RENDERERS_FILE = "page-renderers.mjs";

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
      treeshake: contractsTreeshake,
    },
  },
});
