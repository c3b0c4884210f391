import { BlogReaderView } from "./blog-reader-view";
import { useBlogReader } from "./use-blog-reader";

/** The article asked for by `?id=`; none while the page is built. */
const requestedId = () =>
  typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("id");

/** The blog reader: list, selected article with likes and comments, and page buttons. */
export function BlogReader() {
  return <BlogReaderView reader={useBlogReader(requestedId())} />;
}
