import { defineConfig } from "vitest/config";

// Each workspace keeps its own vitest.config.ts; this file only gathers them.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts", "apps/*/vitest.config.ts"],
  },
});
