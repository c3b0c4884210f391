import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

export interface SecurityHeadersSettings {
  /** HSTS only then: a development server on plain http://localhost must not pin HTTPS. */
  production: boolean;
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Helmet's headers for what a browser may open as a document (pages, files, the staff console),
 * with the referrer kept for same-origin requests. The Content-Security-Policy is not helmet's:
 * pages carry their own hashed policy (`loadPagePolicies`), set with `reply.header` as each page
 * is sent, and helmet joins directives with a bare `;` where our policies have always used `; `.
 */
const DOCUMENT_HELMET = {
  contentSecurityPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
} satisfies HelmetOptions;

/**
 * Of helmet's headers, those that keep JSON inert: never sniffed into HTML, never loaded by
 * another site's page. The opener, framing, referrer and similar rules only govern documents, and
 * every header costs each API answer its bytes and the client its parsing.
 */
const API_HELMET = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

/** JSON answers, redirects and files: nothing in them may run, load or be framed. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
// The site search's files (apps/web, postbuild): its worker runs under the policy its script is
// sent with, and fetches the index and compiles the WebAssembly beside it.
const SEARCH_INDEX_PATH = "/pagefind/";
const SEARCH_INDEX_POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'";

// Helmet has no Permissions-Policy. The voice-agent page frames its same-origin widget with
// allow="microphone"; both documents must allow it for the widget to ask.
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";
const VOICE_AGENT_PERMISSIONS_POLICY =
  "camera=(), microphone=(self), geolocation=(), payment=(), usb=()";
const VOICE_AGENT_PATH = "/voice-agent";
const API_PATH = "/api/";

/** The security headers of an answer to `url`; the same frozen object for every answer alike. */
export type SecurityHeadersFor = (url: string) => Readonly<Record<string, string>>;

/**
 * The browser security headers of every answer, built once at start: helmet's (see
 * `DOCUMENT_HELMET` and `API_HELMET`), HSTS in production, the Permissions-Policy on documents and
 * a deny-all Content-Security-Policy that HTML pages of the site and the staff console replace with
 * their own, and PDFs drop (`allowPdfViewer`).
 *
 * Helmet's headers do not depend on the request, so they are read from its middleware once rather
 * than through @fastify/helmet, which builds that middleware again for every request and writes on
 * the raw response, where `reply.removeHeader` cannot take a header back. The answers Fastify and
 * Node make before any hook runs (`framework-errors.ts`) need the same headers without a request.
 */
export function securityHeadersFor(settings: SecurityHeadersSettings): SecurityHeadersFor {
  const strictTransportSecurity = settings.production
    ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true }
    : false;
  const headerSet = (
    options: typeof DOCUMENT_HELMET | typeof API_HELMET,
    extra: Record<string, string> = {},
  ) =>
    Object.freeze({
      ...helmetHeaders({ ...options, strictTransportSecurity }),
      "content-security-policy": NON_PAGE_POLICY,
      ...extra,
    });
  const apiHeaders = headerSet(API_HELMET);
  const documentHeaders = headerSet(DOCUMENT_HELMET, { "permissions-policy": PERMISSIONS_POLICY });
  const voiceAgentHeaders = headerSet(DOCUMENT_HELMET, {
    "permissions-policy": VOICE_AGENT_PERMISSIONS_POLICY,
  });
  const searchIndexHeaders = Object.freeze({
    ...documentHeaders,
    "content-security-policy": SEARCH_INDEX_POLICY,
  });
  return (url) =>
    url.startsWith(API_PATH)
      ? apiHeaders
      : isVoiceAgentPath(url)
        ? voiceAgentHeaders
        : url.startsWith(SEARCH_INDEX_PATH)
          ? searchIndexHeaders
          : documentHeaders;
}

/** The headers helmet's middleware sets with `options`, names in lower case. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // Only X-Powered-By, which Fastify never sets.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** The headers of `securityHeadersFor` on every answer, set in one synchronous hook. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  settings: SecurityHeadersSettings,
): Promise<void> {
  const headersFor = securityHeadersFor(settings);
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headersFor(request.url));
    done();
  });
}

/** Chromium's PDF viewer runs under the PDF's own policy; a deny-all one would blank it. */
export function allowPdfViewer(reply: FastifyReply): FastifyReply {
  return reply.removeHeader("content-security-policy");
}

function isVoiceAgentPath(url: string): boolean {
  if (!url.startsWith(VOICE_AGENT_PATH)) return false;
  const rest = url.slice(VOICE_AGENT_PATH.length);
  return rest === "" || rest.startsWith("/") || rest.startsWith("?");
}

export interface PagePolicies {
  /** The Content-Security-Policy of the HTML file at this absolute path under the web root. */
  policyFor(htmlFile: string): string;
}

export interface PagePolicySettings {
  /** URLs on other origins the pages fetch (an external IP lookup); same-origin ones are ignored. */
  connectUrls: string[];
}

// Pages that another page of the site frames: the voice-agent widget inside /voice-agent.
const FRAMED_BY_SITE = new Set(["voice-agent/widget.html"]);

/**
 * Reads every HTML page under `webRoot` once, at start, and hashes its inline scripts (React
 * Router's hydration context and module loader, React's streaming helpers), so each page's
 * policy allows exactly the scripts it was built with and no `unsafe-inline`. Hashing the files
 * the server sends, rather than a manifest written at build time, keeps the two from drifting
 * apart whichever build `WEB_ROOT` points at. A page added after start is hashed when first sent.
 */
export async function loadPagePolicies(
  webRoot: string,
  settings: PagePolicySettings,
): Promise<PagePolicies> {
  const connectSources = ["'self'", ...crossOriginSources(settings.connectUrls)];
  const policies = new Map<string, string>();
  const policyOf = (htmlFile: string, html: string) =>
    pagePolicy({
      scriptHashes: inlineScriptHashes(html),
      styleHashes: inlineStyleHashes(html),
      connectSources,
      framedBySite: FRAMED_BY_SITE.has(relative(webRoot, htmlFile).split(sep).join("/")),
    });

  for (const htmlFile of await htmlFilesUnder(webRoot)) {
    policies.set(htmlFile, policyOf(htmlFile, await readFile(htmlFile, "utf8")));
  }

  return {
    policyFor(htmlFile) {
      let policy = policies.get(htmlFile);
      if (policy === undefined) {
        const html = existsSync(htmlFile) ? readFileSync(htmlFile, "utf8") : "";
        policy = policyOf(htmlFile, html);
        policies.set(htmlFile, policy);
      }
      return policy;
    },
  };
}

interface PagePolicyParts {
  scriptHashes: string[];
  styleHashes: string[];
  connectSources: string[];
  framedBySite: boolean;
}

function pagePolicy({
  scriptHashes,
  styleHashes,
  connectSources,
  framedBySite,
}: PagePolicyParts): string {
  const directives = [
    "default-src 'self'",
    // The site search (Pagefind) compiles its WebAssembly module from its own same-origin file.
    ["script-src 'self' 'wasm-unsafe-eval'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // No page carries a style attribute; the build inlines each page's CSS in one <style>.
    ["style-src 'self'", ...styleHashes.map((hash) => `'${hash}'`)].join(" "),
    "img-src 'self' data: https:",
    `connect-src ${connectSources.join(" ")}`,
    "frame-src 'self'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

function crossOriginSources(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

// Inline script elements of generated HTML: attributes (quoted values may hold ">"), then the
// raw text up to the first end tag, as the HTML parser reads a script's content.
const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src(?:\s*=|\s|$)/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * The CSP hash sources (`sha256-<base64>`) of the inline scripts a browser would run, each once,
 * in page order. JSON blocks (JSON-LD) are data the browser never executes, so CSP ignores them.
 */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? "").trim().toLowerCase();
    if (type.includes("json")) continue;
    // The parser turns CRLF and lone CR into LF before the browser hashes the text.
    const text = content.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

async function htmlFilesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFilesUnder(path)));
    else if (entry.name.endsWith(".html")) files.push(path);
  }
  return files;
}

const STYLE_ELEMENT = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style[\s/>]/gi;

/** The CSP hash sources of the page's inline <style> elements (apps/web/scripts/inline-css.mjs). */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, content = ""] of html.matchAll(STYLE_ELEMENT)) {
    const text = content.replace(/\r\n?/g, "\n");
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
