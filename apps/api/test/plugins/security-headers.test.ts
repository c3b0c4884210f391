import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { basicAuth, useTestApp } from "../helpers/test-app";

// Inline scripts as Astro's build writes them (the island loader, the page's own module), a
// JSON-LD block, an external script.
const CONTEXT_SCRIPT = 'customElements.define("astro-island", class extends HTMLElement {});';
const LOADER_SCRIPT = 'import "/assets/page-ready-1.js";\nwindow.__siteShell = {};';
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization"}';
const NOT_FOUND_SCRIPT = "window.__notFound = true;";
const CARD_SCRIPT = "window.__card = true;";

const HOME_HTML = `<!doctype html><html><head><title>Home</title>
<script type="application/ld+json">${JSON_LD}</script>
</head><body><h1>Kaizen Fusion</h1>
<script src="/config.js" defer=""></script>
<script>${CONTEXT_SCRIPT}</script>
<script type="module" async="">${LOADER_SCRIPT}</script>
<script>${CONTEXT_SCRIPT}</script>
</body></html>`;

const PAGES: Record<string, string> = {
  "index/index.html": HOME_HTML,
  // Saved with Windows line ends: the browser hashes the script with LF line ends.
  "about/index.html":
    "<!doctype html><title>About</title><script>let a = 1;\r\nlet b = 2;</script>",
  "voice-agent/index.html":
    "<!doctype html><title>Voice</title><iframe src=/voice-agent/widget.html></iframe>",
  "voice-agent/widget.html":
    '<!doctype html><title>Widget</title><script src="/voice-agent/widget.js" defer></script>',
  "empcard/index.html": `<!doctype html><title>Card</title><script>${CARD_SCRIPT}</script>`,
  "404.html": `<!doctype html><title>404</title><p>Page Not Found</p><script>${NOT_FOUND_SCRIPT}</script>`,
  "assets/app-1.js": 'console.log("app");',
  "pagefind/pagefind-worker.js": 'fetch("/pagefind/pagefind-entry.json");',
  "pdf/checklist.pdf": "%PDF-1.7\n%%EOF\n",
};

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function directive(policy: string | undefined, name: string): string[] {
  const found = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

async function createWebRoot(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "site-api-csp-"));
  for (const [path, content] of Object.entries(PAGES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  // The web build also leaves a precompressed twin of each page.
  await writeFile(join(root, "index/index.html.br"), brotliCompressSync(HOME_HTML));
  return root;
}

// The headers do not depend on the database, so one dialect is enough.
const sqlite = testDatabases.find((kind) => kind.name === "sqlite");

/** The app for the suite, configured by `env`, serving a web root of its own. */
function useAppOnWebRoot(env: Record<string, string> = {}): FastifyInstance {
  if (sqlite === undefined) throw new Error("SQLite is always among the test databases");
  let webRoot: string | undefined;
  beforeAll(async () => {
    webRoot = await createWebRoot();
  });
  afterAll(async () => {
    if (webRoot !== undefined) await rm(webRoot, { recursive: true, force: true });
  });
  return useTestApp(sqlite, { env: () => ({ ...env, WEB_ROOT: webRoot ?? "" }) }).app;
}

describe("browser security headers", () => {
  const app = useAppOnWebRoot();

  it("allows exactly the page's own inline scripts, never any inline script", async () => {
    const response = await app.inject({ url: "/index" });
    expect(response.statusCode).toBe(200);
    const scriptSources = directive(
      response.headers["content-security-policy"] as string,
      "script-src",
    );
    expect(scriptSources).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(CONTEXT_SCRIPT),
      sha256(LOADER_SCRIPT),
    ]);
    expect(scriptSources).not.toContain("'unsafe-inline'");
  });

  it("sends the same policy with the precompressed page", async () => {
    const plain = await app.inject({ url: "/index" });
    const compressed = await app.inject({ url: "/index", headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["content-security-policy"]).toBe(
      plain.headers["content-security-policy"],
    );
  });

  it("keeps the page's policy on a revalidation, whose headers replace the cached ones", async () => {
    const first = await app.inject({ url: "/index" });
    const revalidated = await app.inject({
      url: "/index",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["content-security-policy"]).toBe(
      first.headers["content-security-policy"],
    );
  });

  it("hashes a script saved with CRLF line ends as the browser reads it", async () => {
    const response = await app.inject({ url: "/about" });
    const scriptSources = directive(
      response.headers["content-security-policy"] as string,
      "script-src",
    );
    expect(scriptSources).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256("let a = 1;\nlet b = 2;"),
    ]);
  });

  it("gives the not-found page and the employee card shell their own hashes", async () => {
    const notFound = await app.inject({ url: "/no-such-page" });
    expect(notFound.statusCode).toBe(404);
    expect(directive(notFound.headers["content-security-policy"] as string, "script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(NOT_FOUND_SCRIPT),
    ]);
    const card = await app.inject({ url: "/empcard/9810012345" });
    expect(directive(card.headers["content-security-policy"] as string, "script-src")).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      sha256(CARD_SCRIPT),
    ]);
  });

  it("restricts everything else a page may load, submit or be framed by", async () => {
    const policy = (await app.inject({ url: "/index" })).headers["content-security-policy"];
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${sha256(CONTEXT_SCRIPT)} ${sha256(LOADER_SCRIPT)}`,
        "style-src 'self'",
        "img-src 'self' data: https:",
        "connect-src 'self'",
        "frame-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    );
  });

  it("lets only the voice-agent page frame its widget", async () => {
    const widget = await app.inject({ url: "/voice-agent/widget.html" });
    expect(
      directive(widget.headers["content-security-policy"] as string, "frame-ancestors"),
    ).toEqual(["'self'"]);
    const page = await app.inject({ url: "/voice-agent" });
    expect(directive(page.headers["content-security-policy"] as string, "frame-ancestors")).toEqual(
      ["'none'"],
    );
  });

  it.each(["/voice-agent", "/voice-agent/widget.html"])(
    "allows the microphone to the site itself on %s",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers["permissions-policy"]).toBe(
        "camera=(), microphone=(self), geolocation=(), payment=(), usb=()",
      );
    },
  );

  it.each(["/index", "/voice-agent-other"])("denies the microphone on %s", async (url) => {
    const response = await app.inject({ url });
    expect(response.headers["permissions-policy"]).toBe(
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
  });

  it("lets the search's worker fetch its index and compile its WebAssembly, and nothing more", async () => {
    const worker = await app.inject({ url: "/pagefind/pagefind-worker.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'",
    );
    const file = await app.inject({ url: "/assets/app-1.js" });
    expect(file.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("lets nothing run in or frame an API answer", async () => {
    const response = await app.inject({
      url: "/api/getbloglistcnt",
      headers: { authorization: basicAuth() },
    });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it.each([
    ["a save", { method: "POST" as const, url: "/api/SaveLead", payload: {} }],
    ["the IP lookup", { url: "/api/ip" }],
    ["an unknown call", { url: "/api/NoSuchCall" }],
  ])("keeps %s inert with the API's headers alone", async (_name, request) => {
    const { headers } = await app.inject({
      ...request,
      headers: { authorization: basicAuth() },
    });
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    // Rules only a document obeys stay off the JSON answers.
    for (const documentOnly of [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "permissions-policy",
      "referrer-policy",
      "x-frame-options",
      "x-xss-protection",
    ]) {
      expect(headers[documentOnly]).toBeUndefined();
    }
  });

  it("leaves the staff console's own policy in place", async () => {
    const response = await app.inject({ url: "/admin/login" });
    expect(response.statusCode).toBe(200);
    expect(directive(response.headers["content-security-policy"] as string, "script-src")).toEqual(
      [],
    );
    expect(directive(response.headers["content-security-policy"] as string, "default-src")).toEqual(
      ["'none'"],
    );
    expect(response.headers["content-security-policy"]).toContain("style-src 'self'");
  });

  it("sends PDFs without a policy, which would stop the browser's PDF viewer", async () => {
    const response = await app.inject({ url: "/pdf/checklist.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-security-policy"]).toBeUndefined();
  });

  it.each(["/index", "/assets/app-1.js", "/no-such-page"])(
    "sends the document headers on %s",
    async (url) => {
      const { headers } = await app.inject({ url });
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
    },
  );

  it("does not pin HTTPS outside production", async () => {
    const response = await app.inject({ url: "/index" });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers in production", () => {
  const app = useAppOnWebRoot({
    NODE_ENV: "production",
    API_BASIC_PASSWORD: "a-production-password",
    IP_LOOKUP_URL: "https://ip.example.net/lookup?format=json",
  });

  it.each(["/index", "/api/ip"])(
    "pins HTTPS for a year, subdomains included, on %s",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    },
  );

  it("lets the pages reach an IP lookup on another origin, and nothing else there", async () => {
    const response = await app.inject({ url: "/index" });
    expect(directive(response.headers["content-security-policy"] as string, "connect-src")).toEqual(
      ["'self'", "https://ip.example.net"],
    );
  });
});
