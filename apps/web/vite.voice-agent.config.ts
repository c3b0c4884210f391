import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { defineConfig, type Plugin } from "vite";
import { buildDirectory, contractsTreeshake } from "./build-settings";

/**
 * The brand face's URL as the site's build already emitted it under assets/: library mode would
 * inline the font into widget.js instead, and the widget's visitor has it cached from the page.
 */
function siteFontUrl(): Plugin {
  return {
    name: "site-font-url",
    enforce: "pre",
    load(id) {
      if (!id.endsWith(".woff2?url")) return null;
      const name = basename(id.slice(0, -"?url".length), ".woff2");
      const assets = join(buildDirectory, "client/assets");
      const emitted = readdirSync(assets).find(
        (file) => file.startsWith(`${name}.`) && file.endsWith(".woff2"),
      );
      if (!emitted) throw new Error(`The site's build has no ${name} font in ${assets}.`);
      return `export default ${JSON.stringify(`/assets/${emitted}`)};`;
    },
  };
}

// The voice-agent demo's widget (app/features/voice-agent/widget/), bundled into one ES module at
// /voice-agent/widget.js, which public/voice-agent/widget.html loads (Astro copies the page and
// its stylesheet from public/). Runs after astro build, into the folder Astro just filled, and
// before scripts/postbuild.mjs precompresses it. Not hashed: the server sends voice-agent/* with
// no-cache instead, so the unchanging URL is always revalidated.
export default defineConfig({
  plugins: [siteFontUrl()],
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
