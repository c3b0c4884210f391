import {
  type BlogId,
  type BlogListItem,
  type LoadedBlog,
  listItemsOf,
  loadedBlogOf,
  pageCountOf,
} from "@site/contracts/blog-view";
import { pageDataBlock } from "../../lib/page-data-block";

// The server answers /kf-blog with the reader's first state already rendered, and puts the data
// it rendered from into the page (see page-data-block.ts).

/** The id of the JSON block; the server learns it from the page renderers it loads. */
export const BLOG_READER_DATA_ID = "blog-reader-data";

/** The answers of the API's own calls, as it sends them, for the reader's first page. */
export interface BlogReaderPageData {
  /** `GET /api/getbloglistcnt` */
  count: unknown;
  /** `GET /api/getbloglistpg/1` */
  list: unknown;
  /** `GET /api/getablog/{id of the first item}`; null when the list is empty. */
  article: unknown;
}

/** The reader's first state: page 1 with its first article selected. */
export interface BlogReaderStart {
  pageCount: number;
  list: BlogListItem[];
  selectedId: BlogId | undefined;
  blog: LoadedBlog | undefined;
}

/** The first state these answers give, read as the fetched answers are; undefined if unusable. */
export function blogReaderStartOf(data: unknown): BlogReaderStart | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { count, list, article } = data as Partial<BlogReaderPageData>;
  const pageCount = pageCountOf(count);
  const items = listItemsOf(list);
  if (pageCount === undefined || items === undefined) return undefined;
  const first = items[0];
  if (!first) return { pageCount, list: items, selectedId: undefined, blog: undefined };
  const blog = loadedBlogOf(article, first.id);
  return blog ? { pageCount, list: items, selectedId: first.id, blog } : undefined;
}

const block = pageDataBlock(BLOG_READER_DATA_ID, blogReaderStartOf);

/** The first state the server put into this document, if it did. */
export const readBlogReaderStart = block.read;

/** Removes the block once the reader has started from it. */
export const dropBlogReaderData = block.drop;
