import { createRequire } from "node:module";
import { domainAndParents } from "./domain-and-parents";

// The package ships plain JSON arrays; require() reads them without the experimental
// JSON-module warning that an import would print on Node 20.
const require = createRequire(import.meta.url);

let disposableDomains: Set<string> | undefined;

/** Built on first use: about 120,000 names, so processes that never check e-mail skip the cost. */
function loadDisposableDomains(): Set<string> {
  if (!disposableDomains) {
    const listed: string[] = require("disposable-email-domains");
    // Entries of the wildcard list cover every subdomain, which the parent walk below handles.
    const wildcards: string[] = require("disposable-email-domains/wildcard.json");
    disposableDomains = new Set([...listed, ...wildcards]);
  }
  return disposableDomains;
}

/** True when the domain, or any parent of it, belongs to a throwaway-mail service. */
export function isDisposableDomain(domain: string): boolean {
  return anyDisposable(domainAndParents(domain));
}

/** True when any of these names (a domain and its parents) is a throwaway-mail service. */
export function anyDisposable(names: readonly string[]): boolean {
  const list = loadDisposableDomains();
  return names.some((name) => list.has(name));
}
