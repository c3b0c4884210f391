import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while the markup is rendered (at build time or by the server) and while the browser
 * hydrates it, true from the render right after. What differs between the two (the visitor's
 * time zone, whether a form can run) can then render without a hydration mismatch.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
