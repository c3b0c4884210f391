import {
  API_CALLS,
  BLOG_PAGE_SIZE,
  type BlogDetailResponse,
  type BlogId,
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
