import { useSearchParams } from "react-router";
import { BlogReaderView } from "./blog-reader-view";
import { useBlogReader } from "./use-blog-reader";

/** The blog reader: list, selected article with likes and comments, and page buttons. */
export function BlogReader() {
  const [searchParams] = useSearchParams();
  return <BlogReaderView reader={useBlogReader(searchParams.get("id"))} />;
}
