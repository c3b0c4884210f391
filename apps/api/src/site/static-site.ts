import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { type ArticlePageAnswer, articlePageAnswer } from "../blog/article-page";
import { readBuiltSitemap, sitemapWithArticles } from "../blog/article-sitemap";
import { listPublishedSlugs } from "../blog/blog-repository";
import type { DatabaseAvailability } from "../infrastructure/database/database-availability";
import type { Database } from "../infrastructure/database/schema";
import { allowPdfViewer, loadPagePolicies } from "../plugins/security-headers";
import { createPageFiller, type FilledPage, withinTime } from "./page-fill/page-filler";
import { preferredEncoding } from "./page-fill/rendered-pages";
import {
  blogArticleRequest,
  blogReaderLocation,
  fillablePageFor,
  MISSING_ARTICLE_PAGE,
  resolveSitePath,
} from "./site-path";

export interface StaticSiteOptions {
  /** Absolute path of the prerendered site (`apps/web/build/client`). */
  webRoot: string;
  /** URLs on other origins the pages fetch (an external IP lookup), allowed by their CSP. */
  connectUrls?: string[];
  /**
   * With it, /empcard/<phone> and /kf-blog are sent with their data filled in (src/page-fill), and
   * an article's own URL follows what the database publishes (src/blog/article-page.ts).
   */
  db?: Kysely<Database>;
  /**
   * Where the site is reached (PUBLIC_BASE_URL): the employee card's own address and QR code start
   * with it. Never the request's Host header, which any client sets to what it likes.
   */
  publicBaseUrl: string;
  /** Runs after each answer of the site's routes: the visit counter's hook. */
  onPageServed?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

const CACHE_HASHED = "public, max-age=31536000, immutable";
const CACHE_HTML = "no-cache";
const CACHE_OTHER = "public, max-age=3600";
const COMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Serves the prerendered site: routes as `<route>/index.html`, the employee card shell for every
 * `/empcard/<phone>`, `404.html` with status 404 for anything unknown. Precompressed `.br`/`.gz`
 * siblings are sent when the browser accepts them. Every page carries its own CSP, which allows
 * exactly its inline scripts. The employee card and the blog reader go out with their data
 * rendered in when the database answers in time, compressed per request instead of
 * precompressed; an article's own URL and /sitemap.xml follow what the database publishes.
 * Registered last: explicit routes win.
 */
export async function staticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<void> {
  const pagePolicies = await loadPagePolicies(options.webRoot, {
    connectUrls: options.connectUrls ?? [],
  });
  const { db } = options;
  const availability = app.databaseAvailability;
  if (options.onPageServed) app.addHook("onResponse", options.onPageServed);
  const pageFiller =
    db && (await createPageFiller({ webRoot: options.webRoot, db, log: app.log, availability }));

  /** Sends the page filled with its data; false when it is to be sent as built. */
  const sendFilled = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const target = pageFiller && fillablePageFor(request.url);
    if (!target) return false;
    const filled = await pageFiller.fill(target, options.publicBaseUrl, request.log);
    if (filled === undefined) return false;
    sendFilledPage(reply, filled, pagePolicies.policyFor(join(options.webRoot, filled.shellPath)));
    return true;
  };

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

  // Synchronous, and called directly by the route below rather than through callNotFound: each
  // hand-over of a reply still being sent adds listeners to the response, and the two extra ones
  // took every 404 past Node's "possible memory leak" warning.
  const sendNotFound = (request: FastifyRequest, reply: FastifyReply): void => {
    if (request.method === "GET" || request.method === "HEAD") {
      reply.code(404).sendFile("404.html");
    } else {
      reply.code(404).send({ message: "Not found" });
    }
  };
  app.setNotFoundHandler(sendNotFound);

  /**
   * Answers an article's own URL, or its page's data, as the database says; false when the built
   * file is to go. The data goes only with the page it was built for.
   */
  const sentForArticle = async (request: FastifyRequest, reply: FastifyReply, filePath: string) => {
    const article = db && blogArticleRequest(filePath);
    if (db === undefined || !article?.slug) return false;
    const answer = await answerForArticle(db, article.slug, request, availability);
    if (answer === "as-built") return false;
    if (article.data) sendNotFound(request, reply);
    // The article route's own not-found page, which the browser renders as it was built.
    else if (answer === "not-found") reply.code(404).sendFile(MISSING_ARTICLE_PAGE);
    else reply.redirect(blogReaderLocation(article.slug, request.url));
    return true;
  };

  // The build's sitemap lists the articles it was built with; this one lists those published now.
  const builtSitemap = await readFile(join(options.webRoot, "sitemap.xml"), "utf8").then(
    readBuiltSitemap,
    () => undefined,
  );
  if (db && builtSitemap) {
    app.get("/sitemap.xml", async (request, reply) => {
      const slugs = await withinTime(listPublishedSlugs(db)).catch((error: unknown) => {
        // An unreachable database is logged once for the outage, not with every page.
        if (!availability.sentAsBuilt(error)) {
          request.log.warn({ err: error }, "The sitemap is sent as built");
        }
        return undefined;
      });
      if (slugs === undefined) return reply.sendFile("sitemap.xml");
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", CACHE_HTML)
        .send(sitemapWithArticles(builtSitemap, slugs));
    });
  }

  app.get("/*", async (request, reply) => {
    const target = resolveSitePath(request.url);
    switch (target.kind) {
      case "redirect":
        return reply.redirect(target.location, 301);
      case "file":
        if (
          (await sentForArticle(request, reply, target.path)) ||
          (await sendFilled(request, reply))
        ) {
          return reply;
        }
        return reply.sendFile(target.path);
      case "not-found":
        sendNotFound(request, reply);
        return reply;
    }
  });
}

/** What the database says of an article's own URL; as built when it does not answer in time. */
async function answerForArticle(
  db: Kysely<Database>,
  slug: string,
  request: FastifyRequest,
  availability: Pick<DatabaseAvailability, "sentAsBuilt">,
): Promise<ArticlePageAnswer> {
  try {
    return (await withinTime(articlePageAnswer(db, slug))) ?? "as-built";
  } catch (error) {
    if (!availability.sentAsBuilt(error)) {
      request.log.warn({ err: error }, "The article's page is sent as built");
    }
    return "as-built";
  }
}

function sendFilledPage(reply: FastifyReply, filled: FilledPage, policy: string): void {
  const encoding = preferredEncoding(reply.request.headers["accept-encoding"]);
  reply
    .header("content-type", "text/html; charset=utf-8")
    // Filled from the database at each request: never kept as it is.
    .header("cache-control", CACHE_HTML)
    .header("vary", "accept-encoding")
    .header("content-security-policy", policy);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  reply.send(filled.rendered.body(encoding));
}

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`)) return CACHE_HASHED;
  if (relativePath.replace(COMPRESSED_SUFFIX, "").endsWith(".html")) return CACHE_HTML;
  // The voice-agent widget's bundled script and stylesheet keep fixed, unhashed names beside its
  // page: an hour-old cached widget.js beside a new widget.html would break it after a deploy.
  if (relativePath.startsWith(`voice-agent${sep}`)) return CACHE_HTML;
  return CACHE_OTHER;
}
