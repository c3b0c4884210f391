import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { DatabaseAvailability } from "../../infrastructure/database/database-availability";
import type { Database } from "../../infrastructure/database/schema";
import type { FillablePage } from "../site-path";
import { blogReaderData, employeeCardData } from "./page-data";
import { loadPageRenderers, type PageRenderer, type PageRenderers } from "./page-renderers";
import { type PageTemplate, pageTemplate } from "./page-template";
import { type RenderedPage, RenderedPages } from "./rendered-pages";

// /empcard/<phone> and /kf-blog are sent with their data rendered in, so their content paints
// with the first frame instead of after the scripts have loaded and fetched it (docs/decisions/
// 006). Whenever that cannot be done correctly and quickly, the page goes out as built and the
// browser fetches, as it always did.

/** A lookup slower than this (a database that hangs) sends the page unfilled. */
const LOOKUP_TIMEOUT_MS = 1000;

const SHELLS: Record<FillablePage["page"], string> = {
  "employee-card": "/empcard/index.html",
  "blog-reader": "/kf-blog/index.html",
};

export interface FilledPage {
  rendered: RenderedPage;
  /** The built page it was filled from, as a path under the web root (for its CSP). */
  shellPath: string;
}

export interface PageFiller {
  /** The page with its data, or undefined to send the built page. Never throws. */
  fill(
    target: FillablePage,
    origin: string,
    log: FastifyBaseLogger,
  ): Promise<FilledPage | undefined>;
}

interface Fillable<Data> {
  renderer: PageRenderer<Data>;
  template: PageTemplate;
}

export interface PageFillerOptions {
  webRoot: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Takes the failures that are the database server being away: logged once per outage. */
  availability: Pick<DatabaseAvailability, "sentAsBuilt">;
}

/** Undefined when the build has no page renderers: every page is then sent as built. */
export async function createPageFiller({
  webRoot,
  db,
  log,
  availability,
}: PageFillerOptions): Promise<PageFiller | undefined> {
  let renderers: PageRenderers | undefined;
  try {
    renderers = await loadPageRenderers(webRoot);
  } catch (error) {
    log.error({ err: error }, "The page renderers could not be loaded: pages are sent as built");
    return undefined;
  }
  if (renderers === undefined) return undefined;

  const employeeCard = await fillable(
    webRoot,
    SHELLS["employee-card"],
    renderers.employeeCard,
    log,
  );
  const blogReader = await fillable(webRoot, SHELLS["blog-reader"], renderers.blogReader, log);
  const pages = new RenderedPages();

  const filled = <Data>(
    target: FillablePage,
    page: Fillable<Data> | undefined,
    data: Data | undefined,
  ): FilledPage | undefined => {
    if (page === undefined || data === undefined) return undefined;
    const rendered = pages.get(target.page, data, () => {
      const markup = page.renderer.render(data);
      return markup === undefined ? undefined : page.template.fill(markup, data);
    });
    return rendered && { rendered, shellPath: SHELLS[target.page] };
  };

  return {
    async fill(target, origin, requestLog) {
      try {
        if (target.page === "employee-card") {
          if (employeeCard === undefined) return undefined;
          const data = await withinTime(employeeCardData(db, target.phone, origin));
          return filled(target, employeeCard, data);
        }
        if (blogReader === undefined) return undefined;
        return filled(target, blogReader, await withinTime(blogReaderData(db)));
      } catch (error) {
        if (!availability.sentAsBuilt(error)) {
          requestLog.warn({ err: error }, "The page is sent without its data");
        }
        return undefined;
      }
    },
  };
}

async function fillable<Data>(
  webRoot: string,
  shellPath: string,
  renderer: PageRenderer<Data>,
  log: FastifyBaseLogger,
): Promise<Fillable<Data> | undefined> {
  let shell: string;
  try {
    shell = await readFile(join(webRoot, shellPath), "utf8");
  } catch {
    return undefined;
  }
  const template = pageTemplate(shell, renderer.render() ?? "", renderer.dataElementId);
  if (typeof template === "string") {
    log.warn(`${shellPath} is sent without data: ${template}`);
    return undefined;
  }
  return { renderer, template };
}

/** The lookup's result, or undefined once it has taken too long (it is left to finish). */
export async function withinTime<T>(lookup: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), LOOKUP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}
