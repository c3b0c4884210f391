import { consoleCopy } from "../../console/views/console-copy";

export const blogCopy = {
  title: "Blog",
  add: "Write an article",
  newTitle: "New article",
  editTitle: (title: string) => `Edit “${title}”`,
  empty: "No articles yet.",
  save: "Save",
  edit: "Edit",
  publish: "Publish",
  unpublish: "Unpublish",
  closeComments: "Close comments",
  openComments: "Open comments",
  hideComment: "Hide",
  showComment: "Show again",
  published: "Published",
  draft: "Not published",
  commentsClosed: "comments closed",
  comments: "Comments",
  noComments: "No comments.",
  hidden: "(hidden)",
  sanitizedNote:
    "Allowed HTML: h2-h4, p, lists, strong, em, links, blockquote, code, pre and https images. Anything else is removed on save.",
  columns: { title: "Title", date: "Date", state: "State" },
  notices: {
    created: "The article was created.",
    updated: "The article was saved.",
    flags: "The article was updated.",
    comment: "The comment was updated.",
  },
  fields: {
    title: "Title",
    author: "Author",
    description: "Description",
    published_at: "Date (YYYY-MM-DD)",
    content_html: "Content (HTML)",
  },
  errors: {
    ...consoleCopy.fieldErrors,
    date: "Enter a date as YYYY-MM-DD.",
    emptyContent: "The content is empty once unsafe HTML is removed.",
  },
} as const;
