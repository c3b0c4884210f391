import { relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { allowPdfViewer, loadPagePolicies } from "./security-headers";
import { resolveSitePath } from "./site-path";

export interface StaticSiteOptions {
  /** Absolute path of the prerendered site (`apps/web/build/client`). */
  webRoot: string;
  /** URLs on other origins the pages fetch (an external IP lookup), allowed by their CSP. */
  connectUrls?: string[];
}

const CACHE_HASHED = "public, max-age=31536000, immutable";
const CACHE_HTML = "no-cache";
const CACHE_OTHER = "public, max-age=3600";
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the prerendered site: routes as `<route>/index.html`, the employee card shell for every
 * `/empcard/<phone>`, `404.html` with status 404 for anything unknown. Precompressed `.br`/`.gz`
 * siblings are sent when the browser accepts them. Every page carries its own CSP, which allows
 * exactly its inline scripts. Registered last: explicit routes win.
 */
export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const pagePolicies = await loadPagePolicies(options.webRoot, {
    connectUrls: options.connectUrls ?? [],
  });

  await app.register(fastifyStatic, {
    root: options.webRoot,
    // Only the reply.sendFile decorator: this plugin's own route decides what a path means.
    serve: false,
    preCompressed: true,
    index: false,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header("cache-control", cacheControlFor(relative(options.webRoot, path)));
      const file = path.replace(COMPRESSED_SUFFIX, "");
      if (file.endsWith(".html")) {
        reply.header("content-security-policy", pagePolicies.policyFor(file));
      } else if (file.endsWith(".pdf")) {
        allowPdfViewer(reply);
      }
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD") {
      return reply.code(404).sendFile("404.html");
    }
    return reply.code(404).send({ message: "Not found" });
  });

  app.get("/*", async (request, reply) => {
    const target = resolveSitePath(request.url);
    switch (target.kind) {
      case "redirect":
        return reply.redirect(target.location, 301);
      case "file":
        return reply.sendFile(target.path);
      case "not-found":
        reply.callNotFound();
        return reply;
    }
  });
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`)) return CACHE_HASHED;
  if (relativePath.replace(COMPRESSED_SUFFIX, "").endsWith(".html")) return CACHE_HTML;
  // The voice-agent widget is plain modules without hashed names that import each other: an
  // hour-old cached module beside a new one would break it after a deploy.
  if (relativePath.startsWith(`voice-agent${sep}`)) return CACHE_HTML;
  return CACHE_OTHER;
}
