import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { buildDirectory, isContractsModule } from "./build-settings";

// Every page is static HTML rendered at build time from React components; only the interactive
// parts hydrate, as React islands (docs/decisions/012-static-pages-and-react-islands.md).

// In development the API server (npm start, port 3000) answers /api and the run-time /config.js.
const apiServer = process.env.API_DEV_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig({
  srcDir: "./app",
  outDir: `./${buildDirectory}/client`,
  integrations: [react()],
  trailingSlash: "never",
  build: {
    format: "directory",
    // Hashed files under assets/ get the server's immutable caching.
    assets: "assets",
    // Each page's CSS in its own <style>: the first paint waits for no stylesheet request.
    inlineStylesheets: "always",
  },
  vite: {
    server: { proxy: { "/api": apiServer, "/config.js": apiServer } },
    build: {
      rollupOptions: {
        treeshake: {
          // The contracts barrel must not pull zod into a page. Packages' own `sideEffects` flags
          // still apply: the resolver sets those per module.
          moduleSideEffects: (id: string) => !isContractsModule(id),
        },
      },
    },
  },
  devToolbar: { enabled: false },
});
