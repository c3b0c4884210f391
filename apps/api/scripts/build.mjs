// Bundles the server into one ESM file. npm packages stay external (installed next to it in
// production); workspace packages such as @site/contracts ship TypeScript source, so they are
// bundled in.
import { copyFile } from "node:fs/promises";
import { build } from "esbuild";

const WORKSPACE_SCOPE = "@site/";

/** @type {import("esbuild").Plugin} */
const externalNpmPackages = {
  name: "external-npm-packages",
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [new URL("../src/server.ts", import.meta.url).pathname],
  outfile: new URL("../dist/server.js", import.meta.url).pathname,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  sourcemap: true,
  // The staff console renders React components on the server.
  jsx: "automatic",
  plugins: [externalNpmPackages],
  logLevel: "info",
});

// The SQLite save thread runs this file beside server.js (src/leads/sqlite-save-thread.ts).
await copyFile(
  new URL("../src/leads/sqlite-save-thread.worker.mjs", import.meta.url),
  new URL("../dist/sqlite-save-thread.worker.mjs", import.meta.url),
);
