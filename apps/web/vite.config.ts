import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// In development the API server (npm start, port 3000) answers /api and the run-time /config.js.
const apiServer = process.env.API_DEV_SERVER ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    proxy: {
      "/api": apiServer,
      "/config.js": apiServer,
    },
  },
});
