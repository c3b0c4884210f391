import { field } from "../../console/form-body";
import type { FieldErrors } from "../../console/views/form-fields";
import { trimEnd } from "../../infrastructure/text/trim-end";
import { sanitizeBlogHtml } from "../sanitize-blog-html";
import { blogCopy } from "./blog-copy";

export interface BlogInput {
  title: string;
  author: string;
  description: string;
  published_at: string;
  content_html: string;
}

type BlogFieldName = keyof BlogInput;

// The column sizes of the blogs table; text columns get a bound that keeps pages sane.
const MAX_LENGTHS: Record<BlogFieldName, number> = {
  title: 300,
  author: 100,
  description: 1000,
  published_at: 10,
  content_html: 200_000,
};
const REQUIRED: BlogFieldName[] = ["title", "author", "published_at", "content_html"];
const FIELDS = Object.keys(MAX_LENGTHS) as BlogFieldName[];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type BlogFormResult =
  | { ok: true; post: BlogInput }
  | { ok: false; input: BlogInput; errors: FieldErrors };

/** Checks a submitted article; the HTML comes back sanitised, ready to store. */
export function readBlogForm(body: unknown): BlogFormResult {
  const input = Object.fromEntries(
    FIELDS.map((name) => [name, field(body, name).trim()]),
  ) as unknown as BlogInput;
  const errors: FieldErrors = {};
  for (const name of FIELDS) {
    const label = blogCopy.fields[name];
    if (REQUIRED.includes(name) && input[name] === "")
      errors[name] = blogCopy.errors.required(label);
    else if (input[name].length > MAX_LENGTHS[name]) {
      errors[name] = blogCopy.errors.tooLong(label, MAX_LENGTHS[name]);
    }
  }
  if (
    errors.published_at === undefined &&
    (!DATE.test(input.published_at) || Number.isNaN(Date.parse(input.published_at)))
  ) {
    errors.published_at = blogCopy.errors.date;
  }
  const contentHtml = sanitizeBlogHtml(input.content_html).trim();
  if (errors.content_html === undefined && contentHtml === "") {
    errors.content_html = blogCopy.errors.emptyContent;
  }
  if (Object.keys(errors).length > 0) return { ok: false, input, errors };
  return { ok: true, post: { ...input, content_html: contentHtml } };
}

/** A URL slug from a title: lower-case ASCII words joined by dashes. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "");
  const bounded = trimEnd(slug.slice(0, 80), (char) => char === "-");
  return bounded === "" ? "article" : bounded;
}
