import "./lib/zod-without-eval";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { siteConfigSettled } from "./lib/site-config";

// Hydrate after /config.js has run, so that no effect (such as a form's IP lookup on mount)
// can read the run-time configuration before it exists.
siteConfigSettled().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
