// What the site's three bundler configs share: astro.config.ts (the pages and islands),
// vite.page-renderers.config.ts and vite.voice-agent.config.ts.

/** WEB_BUILD_DIR lets several builds live side by side (tests of one build beside another). */
export const buildDirectory = process.env.WEB_BUILD_DIR ?? "build";

// The contracts' barrel also re-exports the zod schemas the API validates with. Its modules have
// no side effects, so telling the bundler so lets it drop every module a bundle does not use,
// and zod with them.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;

export const isContractsModule = (id: string) => contractsSource.test(id);

/** Rolldown's treeshake option: no side effects in the contracts, the packages' own flags elsewhere. */
export const contractsTreeshake = {
  moduleSideEffects: (id: string) => (isContractsModule(id) ? false : undefined),
};
