import type { BlogComment, BlogId, BlogListItem } from "@site/contracts/blog-view";
import { blogMessages } from "@site/contracts/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { scrollToTop } from "../../lib/scroll";
import {
  fetchBlog,
  fetchBlogPage,
  fetchBlogPageCount,
  type LoadedBlog,
  sendComment,
  sendLike,
} from "./blog-api";
import { dropBlogReaderData, readBlogReaderStart } from "./blog-reader-page-data";

export interface BlogReader {
  pageCount: number;
  page: number;
  /** Undefined while the page is loading. */
  list: BlogListItem[] | undefined;
  selectedId: BlogId | undefined;
  /** Undefined while the selected article is loading, or when none is selected. */
  blog: LoadedBlog | undefined;
  /** Articles liked during this visit, by id. */
  liked: ReadonlySet<string>;
  postingComment: boolean;
  selectBlog: (id: BlogId) => void;
  goToPage: (page: number) => void;
  like: () => void;
  /** Posts a comment; resolves true when it was saved. A blank comment is ignored. */
  postComment: (text: string) => Promise<boolean>;
}

/** Ids arrive as numbers or slugs; `?id=12` names the same article as id 12. */
export const toBlogId = (value: string): BlogId => (/^\d+$/.test(value) ? Number(value) : value);

/**
 * State of the blog reader: the page of the list, the selected article with its likes and
 * comments. Likes and comments show at once and are taken back when the server refuses them.
 * `requestedId` (from `?id=`) is selected instead of the page's first article.
 * When the server sent the first page and article with the document, the reader starts from
 * them and fetches nothing until the visitor moves on.
 */
export function useBlogReader(requestedId: string | null): BlogReader {
  // The server fills the reader only when no article is requested.
  const [start] = useState(() => (requestedId ? undefined : readBlogReaderStart()));
  const [pageCount, setPageCount] = useState(start?.pageCount ?? 0);
  const [page, setPage] = useState(1);
  const [list, setList] = useState<BlogListItem[] | undefined>(start?.list);
  const [selectedId, setSelectedId] = useState<BlogId | undefined>(start?.selectedId);
  const [blog, setBlog] = useState<LoadedBlog | undefined>(start?.blog);
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const [postingComment, setPostingComment] = useState(false);
  // Answers of superseded requests are dropped: only the latest page and article count.
  const pageRequest = useRef(0);
  const blogRequest = useRef(0);
  // The `requestedId` whose first load the server's data already is (undefined: none); a value
  // rather than a flag, so that effects run twice in development still load nothing.
  const startedFor = useRef<string | null | undefined>(start ? requestedId : undefined);

  const selectBlog = useCallback((id: BlogId) => {
    const request = ++blogRequest.current;
    setSelectedId(id);
    setBlog(undefined);
    fetchBlog(id).then((loaded) => {
      if (request === blogRequest.current) setBlog(loaded);
    });
  }, []);

  const clearSelection = useCallback(() => {
    blogRequest.current += 1;
    setSelectedId(undefined);
    setBlog(undefined);
  }, []);

  const loadPage = useCallback(
    (target: number, selectFirst: boolean) => {
      const request = ++pageRequest.current;
      setPage(target);
      setList(undefined);
      if (selectFirst) clearSelection();
      fetchBlogPage(target).then((items) => {
        if (request !== pageRequest.current) return;
        setList(items);
        const first = items[0];
        if (selectFirst && first) selectBlog(first.id);
      });
    },
    [selectBlog, clearSelection],
  );

  useEffect(() => {
    if (start) {
      dropBlogReaderData();
      return;
    }
    let current = true;
    fetchBlogPageCount().then((count) => {
      if (current) setPageCount(count);
    });
    return () => {
      current = false;
    };
  }, [start]);

  useEffect(() => {
    if (startedFor.current === requestedId) return;
    startedFor.current = undefined;
    if (requestedId) selectBlog(toBlogId(requestedId));
    loadPage(1, !requestedId);
  }, [requestedId, loadPage, selectBlog]);

  const goToPage = useCallback(
    (target: number) => {
      loadPage(target, true);
      scrollToTop();
    },
    [loadPage],
  );

  const changeLikes = (id: BlogId, delta: number) =>
    setBlog((shown) =>
      shown?.blog.id === id
        ? { ...shown, blog: { ...shown.blog, likes: shown.blog.likes + delta } }
        : shown,
    );

  const markLiked = (id: BlogId, isLiked: boolean) =>
    setLiked((ids) => {
      const next = new Set(ids);
      if (isLiked) next.add(String(id));
      else next.delete(String(id));
      return next;
    });

  const like = () => {
    if (!blog?.available || liked.has(String(blog.blog.id))) return;
    const { id } = blog.blog;
    changeLikes(id, 1);
    markLiked(id, true);
    sendLike(id).then((saved) => {
      if (saved) return;
      changeLikes(id, -1);
      markLiked(id, false);
      window.alert(blogMessages.likeFailed);
    });
  };

  const postComment = async (text: string): Promise<boolean> => {
    const comment = text.trim();
    if (comment === "" || !blog?.available || blog.blog.commentblock) return false;
    const { id } = blog.blog;
    const entry: BlogComment = { comment, comdate: new Date().toISOString() };
    const withComments = (update: (comments: BlogComment[]) => BlogComment[]) =>
      setBlog((shown) =>
        shown?.blog.id === id ? { ...shown, comment_list: update(shown.comment_list) } : shown,
      );

    withComments((comments) => [...comments, entry]);
    setPostingComment(true);
    const saved = await sendComment(id, comment);
    setPostingComment(false);
    if (!saved) {
      withComments((comments) => comments.filter((shown) => shown !== entry));
      window.alert(blogMessages.commentFailed);
    }
    return saved;
  };

  return {
    pageCount,
    page,
    list,
    selectedId,
    blog,
    liked,
    postingComment,
    selectBlog,
    goToPage,
    like,
    postComment,
  };
}
