import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";

/** One view of a public page worth counting, before the visitor is hashed. */
export interface PageView {
  path: string;
  /** Set when the view started a visit: the visitor came from another site, a campaign or typed it. */
  arrival: Arrival | undefined;
  ip: string;
  userAgent: string;
}

export interface Arrival {
  /** The referring site's host without `www.`; '' when the browser sent none. */
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** What a page view is read from: the request as sent and the answer it got. */
export interface ServedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  ip: string;
  statusCode: number;
  contentType: string | undefined;
}

// Bounds applied before any parsing: a longer address or header is not a page anyone reads.
const MAX_URL = 2048;
const MAX_PATH = 200;
const MAX_USER_AGENT = 512;
const MAX_CAMPAIGN_FIELD = 100;
const MAX_HOST = 100;

// Chrome and Edge send Sec-Purpose on prefetches and prerenders, Firefox X-Moz, Safari and older
// Chrome Purpose or X-Purpose. A prerendered page the visitor never opens is not a view.
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;
const PREFETCH = /prefetch|prerender|preview/i;

// Pages whose address holds a person's data: counted under the page, not the person.
const PATH_GROUPS: readonly [prefix: string, counted: string][] = [["/empcard/", "/empcard"]];

// isbot runs one long pattern; visitors' browsers repeat, so its answers are kept for a while.
const MAX_REMEMBERED_AGENTS = 2000;
const botAnswers = new Map<string, boolean>();

export function isBotAgent(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    answer = isbot(userAgent);
    if (botAnswers.size >= MAX_REMEMBERED_AGENTS) botAnswers.clear();
    botAnswers.set(userAgent, answer);
  }
  return answer;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Whether the browser sent the request for a prefetch or prerender, not for the visitor. */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  return PURPOSE_HEADERS.some((name) => PREFETCH.test(header(headers, name)?.slice(0, 100) ?? ""));
}

/**
 * The page view a served request stands for, or undefined when it is not one a person made:
 * only a successful GET of an HTML page in a browser's top-level navigation counts; bots,
 * prefetches, embedded frames, the console and the API do not. `siteHosts` are this site's own
 * host names: a visitor coming from one of them is already on a visit.
 */
export function pageViewOf(
  served: ServedRequest,
  siteHosts: ReadonlySet<string>,
): PageView | undefined {
  if (served.method !== "GET" || served.statusCode !== 200) return undefined;
  if (!served.contentType?.startsWith("text/html")) return undefined;
  if (served.url.length > MAX_URL) return undefined;
  const { headers } = served;
  const destination = header(headers, "sec-fetch-dest");
  if (destination !== undefined && destination !== "document") return undefined;
  if (isPrefetch(headers)) return undefined;
  const userAgent = header(headers, "user-agent")?.slice(0, MAX_USER_AGENT) ?? "";
  if (userAgent === "" || isBotAgent(userAgent)) return undefined;

  // Most views have no query: their path is the URL as sent, with nothing to parse.
  const address = served.url.includes("?") ? new URL(served.url, "http://site.invalid") : undefined;
  const path = countedPath(address?.pathname ?? served.url);
  if (path === undefined) return undefined;
  const search = address?.searchParams ?? NO_PARAMETERS;
  return { path, arrival: arrivalOf(search, headers, siteHosts), ip: served.ip, userAgent };
}

function countedPath(pathname: string): string | undefined {
  if (pathname.length > MAX_PATH) return undefined;
  const lower = pathname.toLowerCase();
  if (lower.startsWith("/admin") || lower.startsWith("/api/")) return undefined;
  for (const [prefix, counted] of PATH_GROUPS) {
    if (lower.startsWith(prefix)) return counted;
  }
  // The home page is served at / and /index: one page, counted as /index.
  if (pathname === "/") return "/index";
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

const NO_PARAMETERS = new URLSearchParams();

function arrivalOf(
  search: URLSearchParams,
  headers: IncomingHttpHeaders,
  siteHosts: ReadonlySet<string>,
): Arrival | undefined {
  // Control characters go: the counter keeps its fields on separate lines until it writes them.
  const campaign = (name: string) =>
    (search.get(name) ?? "")
      .slice(0, MAX_CAMPAIGN_FIELD)
      .replace(/\p{Cc}/gu, "")
      .trim();
  const utmSource = campaign("utm_source");
  const referrerHost = hostOf(header(headers, "referer"));
  if (utmSource === "" && referrerHost !== undefined && siteHosts.has(referrerHost)) {
    return undefined;
  }
  return {
    referrerHost: referrerHost ?? "",
    utmSource,
    utmMedium: campaign("utm_medium"),
    utmCampaign: campaign("utm_campaign"),
  };
}

/** The host of a URL without `www.`, lower-cased; undefined for no URL or a malformed one. */
export function hostOf(url: string | null | undefined): string | undefined {
  if (!url || url.length > MAX_URL) return undefined;
  try {
    const { hostname } = new URL(url);
    return hostname === "" ? undefined : hostname.replace(/^www\./, "").slice(0, MAX_HOST);
  } catch {
    return undefined;
  }
}
