// Run-time settings written by the API server into /config.js, so changing the API address or
// credentials needs no rebuild. An island may hydrate before that deferred script has run, so
// the API client waits for `siteConfigSettled()` before it reads them.

export interface SiteConfig {
  /** Base address of the API; empty means the same origin as the page. */
  apiBase: string;
  /** Base64 of `user:password` for HTTP basic authentication. */
  basicAuth: string;
  /** Address answering `{"ip": "..."}` with the visitor's public IP. */
  ipLookupUrl: string;
}

declare global {
  interface Window {
    __SITE_CONFIG__?: Partial<SiteConfig>;
  }
}

export class SiteConfigError extends Error {
  override name = "SiteConfigError";
}

export function getSiteConfig(): SiteConfig {
  const raw = typeof window === "undefined" ? undefined : window.__SITE_CONFIG__;
  if (!raw) {
    throw new SiteConfigError("Site configuration is missing: /config.js did not load.");
  }
  const { apiBase, basicAuth, ipLookupUrl } = raw;
  if (typeof apiBase !== "string" || typeof basicAuth !== "string" || !ipLookupUrl) {
    throw new SiteConfigError(
      "Site configuration is incomplete: apiBase, basicAuth and ipLookupUrl are required.",
    );
  }
  return { apiBase, basicAuth, ipLookupUrl };
}

/**
 * Resolves once /config.js has run or cannot run any more. It is a deferred script, and deferred
 * scripts all run before DOMContentLoaded; an island's module may start sooner.
 */
export function siteConfigSettled(): Promise<void> {
  if (window.__SITE_CONFIG__ || document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => {
    // While "interactive", DOMContentLoaded may already be past; `load` always comes after it.
    document.addEventListener("DOMContentLoaded", () => resolve(), { once: true });
    window.addEventListener("load", () => resolve(), { once: true });
  });
}
