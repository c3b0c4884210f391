import {
  API_CALLS,
  BLOG_PAGE_SIZE,
  type BlogDetailResponse,
  type BlogId,
  type BlogListItem,
  type BlogPost,
  blogMessages,
  fillPath,
} from "@site/contracts";

// The reader's share of the blog contract. @site/contracts has the same helpers in blog.ts, but
// that module builds zod schemas as it loads, which would put zod into this page's bundle; these
// are built only from its zod-free modules, and blog-contract.test.ts holds them equal.

export const blogPagePath = (page: number) => fillPath(API_CALLS.blogPage.path, { page });
export const blogDetailPath = (id: BlogId) => fillPath(API_CALLS.blogDetail.path, { id });

/** Number of page buttons: the count divided by the page size, rounded up. */
export const blogPageCount = (rowcnt: number) => Math.ceil(Math.max(0, rowcnt) / BLOG_PAGE_SIZE);

/** Fills what an article is missing with the spec's defaults. */
export function withBlogDefaults(post: Partial<BlogPost> & Pick<BlogPost, "id">): BlogPost {
  return {
    id: post.id,
    blogtitle: post.blogtitle || blogMessages.untitled,
    author: post.author || blogMessages.unknownAuthor,
    pubdate: post.pubdate ?? "",
    content: post.content || blogMessages.noContent,
    likes: post.likes ?? 0,
    commentblock: post.commentblock ?? false,
  };
}

/** What the reader shows when an article fails to load: comments are blocked. */
export const unavailableBlog = (id: BlogId): BlogDetailResponse => ({
  blog: {
    id,
    blogtitle: blogMessages.unavailableTitle,
    author: "",
    pubdate: "",
    content: blogMessages.unavailableContent,
    likes: 0,
    commentblock: true,
  },
  comment_list: [],
});

/** A loaded article, or the 'Blog Not Available' stand-in when it could not be read. */
export interface LoadedBlog extends BlogDetailResponse {
  available: boolean;
}

// The answers of the reader's three reads, as the reader shows them. The same functions read an
// answer fetched in the browser and one the server put into the page (blog-reader-page-data.ts),
// so both give the reader the same state.

/** Page buttons for a count answer, or undefined when it holds no count. */
export function pageCountOf(answer: unknown): number | undefined {
  const rowcnt = Number((answer as { rowcnt?: unknown } | null)?.rowcnt);
  return Number.isFinite(rowcnt) ? blogPageCount(rowcnt) : undefined;
}

/** A list page's items with the spec's defaults, or undefined when the answer is no list. */
export function listItemsOf(answer: unknown): BlogListItem[] | undefined {
  if (!Array.isArray(answer)) return undefined;
  return answer.map((item: Partial<BlogListItem> & Pick<BlogListItem, "id">) => ({
    id: item.id,
    blogtitle: item.blogtitle || blogMessages.untitled,
    author: item.author || blogMessages.unknownAuthor,
    pubdate: item.pubdate ?? "",
  }));
}

/** An article answer with the spec's defaults, or undefined when it holds no article. */
export function loadedBlogOf(answer: unknown, id: BlogId): LoadedBlog | undefined {
  const detail = answer as Partial<BlogDetailResponse> | null;
  if (!detail?.blog) return undefined;
  return {
    available: true,
    blog: withBlogDefaults({ ...detail.blog, id: detail.blog.id ?? id }),
    comment_list: Array.isArray(detail.comment_list) ? detail.comment_list : [],
  };
}
