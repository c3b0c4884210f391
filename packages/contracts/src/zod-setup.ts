import { z } from "zod";

// The package's schemas take `z` from here, so this runs before the first one is built. The
// site's Content-Security-Policy forbids eval: unless told `jitless`, zod probes for
// `new Function` when it builds its first object schema, and the browser reports that probe as a
// policy violation even though zod catches it. Outside a browser (the API) no policy applies and
// zod keeps its compiled parsers. Listed in package.json's `sideEffects` so bundlers keep it.
if ("document" in globalThis) z.config({ jitless: true });

export { z };
