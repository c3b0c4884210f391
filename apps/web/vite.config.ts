import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// In development the API server (npm start, port 3000) answers /api and the run-time /config.js.
const apiServer = process.env.API_DEV_SERVER ?? "http://127.0.0.1:3000";

// @site/contracts is one barrel over many modules, some of which build zod schemas at import time.
// Its modules have no import side effects, so the bundler may drop every module a page does not
// use; without this, importing a single message pulls all of zod (about 30 KB gzip) into the page.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    rolldownOptions: {
      // Other modules keep the bundler's default (their package.json `sideEffects`).
      treeshake: {
        moduleSideEffects: (id: string) => (contractsSource.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      "/api": apiServer,
      "/config.js": apiServer,
    },
  },
});
