export const blogMessages = {
  untitled: "Untitled Blog",
  unknownAuthor: "Unknown Author",
  noContent: "No content available",
  unavailableTitle: "Blog Not Available",
  unavailableContent: "This blog could not be loaded.",
  commentsClosed: "Comments are closed for this blog.",
  noBlogs: "No blogs found.",
  selectBlog: "Select a blog to read",
  likeFailed: "Failed to update likes. Please try again.",
  commentFailed: "Failed to post comment. Please try again.",
  posting: "Posting...",
  // Our wording of a text the firm described but did not word. Only an API client can send a
  // blank comment; the page ignores it.
  blankComment: "Please write a comment before posting",
} as const;
