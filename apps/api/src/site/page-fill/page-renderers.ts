import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// The web build's page renderers (apps/web/scripts/page-renderers.ts): the site's own components
// bundled for Node, so the markup the server fills in is what the browser hydrates. The server
// only passes data and places the markup; it never imports apps/web.

/** Where the web build leaves the bundle, relative to the web root; a dot folder is never sent. */
export const PAGE_RENDERERS_PATH = ".page-renderers/page-renderers.mjs";
const CONTRACT_VERSION = 1;

export interface PageRenderer<Data> {
  /** The id of the JSON block the page's script starts from. */
  dataElementId: string;
  /**
   * Without data: the loading markup the build prerendered into the page. With data: the filled
   * markup, or undefined when the renderer cannot use the data.
   */
  render(data?: Data): string | undefined;
}

export interface EmployeeCardData {
  phone: string;
  origin: string;
  answer: unknown;
}

export interface BlogReaderData {
  count: unknown;
  list: unknown;
  article: unknown;
}

export interface PageRenderers {
  employeeCard: PageRenderer<EmployeeCardData>;
  blogReader: PageRenderer<BlogReaderData>;
}

const isRenderer = (value: unknown): value is PageRenderer<unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as PageRenderer<unknown>).dataElementId === "string" &&
  typeof (value as PageRenderer<unknown>).render === "function";

/** The renderers of the build under `webRoot`; undefined when the build has none. */
export async function loadPageRenderers(webRoot: string): Promise<PageRenderers | undefined> {
  const file = join(webRoot, PAGE_RENDERERS_PATH);
  if (!existsSync(file)) return undefined;
  const bundle = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  if (bundle.contractVersion !== CONTRACT_VERSION) {
    throw new Error(
      `${file} has contract version ${String(bundle.contractVersion)}, this server reads ${CONTRACT_VERSION}`,
    );
  }
  const { employeeCard, blogReader } = bundle;
  if (!isRenderer(employeeCard) || !isRenderer(blogReader)) {
    throw new Error(`${file} does not export the employeeCard and blogReader renderers`);
  }
  return { employeeCard, blogReader } as PageRenderers;
}
