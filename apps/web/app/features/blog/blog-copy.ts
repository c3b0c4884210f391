// The blog reader's own labels; the firm's wording comes from `blogMessages` in @site/contracts.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const blogCopy = {
  listHeading: "Articles",
  loadingList: "Loading articles...",
  loadingBlog: "Loading the article...",
  pagesLabel: "Blog pages",
  pageButtonLabel: (page: number) => `Page ${page}`,
  byline: "By",
  publishedOn: "Published on",
  // The button's name starts with its visible text ("Like this article 3"), so speech input finds it.
  likeText: "Like this article",
  // A bare "0" reads as a verdict on the article, so a new one shows no count until its first like.
  likeLabel: (likes: number) =>
    `Like this article, ${likes > 0 ? plural(likes, "like", "likes") : "no likes yet"}`,
  commentsHeading: "Comments",
  noComments: "No comments yet. Be the first to share your thoughts.",
  commentLabel: "Your comment",
  postComment: "Post Comment",
  articlePageLink: "Open this article's own page",
} as const;

/** The list of every article under the reader, each a link to its own page. */
export const blogArchiveCopy = {
  heading: "Article archive",
  intro: "Every article we have published, newest first. Each opens on its own page.",
} as const;

/** Labels of the shareable article page (/kf-blog/{id}). */
export const blogArticleCopy = {
  backToReader: "Back to the blog",
  readerLink: "Like or comment on this article in the blog reader",
  titleSuffix: " | Kaizen Fusion Blog",
  missingTitle: "Article Not Found | Kaizen Fusion Blog",
  missingHeading: "Article not found",
  missingMessage:
    "This article does not exist or is no longer published. The blog has all our current articles.",
  missingBlogLink: "Go to the blog",
} as const;
