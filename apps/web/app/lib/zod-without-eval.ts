// The site's Content-Security-Policy allows no eval. Before zod compiles its first object schema
// it probes for `new Function`, and the browser reports that probe as a policy violation even
// though zod catches it. zod's `jitless` setting skips the probe; it is set here on the config
// object zod shares through globalThis (what `z.config` writes to), so that the page's script
// does not pull in zod itself. Must run before any schema is built: the layout's script imports it
// first, and forms load their schemas only when first submitted.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = Object.assign(zodHolder.__zod_globalConfig ?? {}, { jitless: true });
