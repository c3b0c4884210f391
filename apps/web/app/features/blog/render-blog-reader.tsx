import { renderToString } from "react-dom/server";
import { type BlogReaderPageData, blogReaderStartOf } from "./blog-reader-page-data";
import { BlogReaderView } from "./blog-reader-view";
import type { BlogReader } from "./use-blog-reader";

const nothing = () => {};

/**
 * The reader's markup as the server sends it: from the API's answers (`data`), the first state
 * `useBlogReader` starts from in the browser; without them, the loading state the build
 * prerendered. Undefined when the answers are unusable: the page is then sent as built.
 */
export function renderBlogReader(data?: BlogReaderPageData): string | undefined {
  const start = data === undefined ? undefined : blogReaderStartOf(data);
  if (data !== undefined && start === undefined) return undefined;
  const reader: BlogReader = {
    pageCount: start?.pageCount ?? 0,
    page: 1,
    list: start?.list,
    selectedId: start?.selectedId,
    blog: start?.blog,
    liked: new Set(),
    postingComment: false,
    selectBlog: nothing,
    goToPage: nothing,
    like: nothing,
    postComment: async () => false,
  };
  return renderToString(<BlogReaderView reader={reader} />);
}
