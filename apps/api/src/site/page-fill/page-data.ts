import {
  BLOG_PAGE_SIZE,
  type BlogListResponse,
  blogDetailParamsSchema,
  employeeParamsSchema,
} from "@site/contracts";
import type { Kysely } from "kysely";
import {
  blogDetail,
  countPublishedBlogs,
  findPublishedBlog,
  listPublishedBlogs,
} from "../../blog/blog-repository";
import { findEmployeeByPhone } from "../../employees/employee-repository";
import type { Database } from "../../infrastructure/database/schema";
import { normalizePhone } from "../../leads/normalize-phone";
import type { BlogReaderData, EmployeeCardData } from "./page-renderers";

// The data a filled page is rendered from: the answers the page would fetch itself, made by the
// same queries and shaped as the routes shape them (blog/blog-routes.ts, employees/employee-routes.ts). Each
// function answers undefined where that call would not answer 200, and the page is sent unfilled
// so the browser asks and shows the firm's wording for the failure.

type Db = Kysely<Database>;

/** `GET /api/getemployee/{phone}` for the card at /empcard/{phone}. */
export async function employeeCardData(
  db: Db,
  phone: string,
  origin: string,
): Promise<EmployeeCardData | undefined> {
  const params = employeeParamsSchema.safeParse({ id: phone });
  if (!params.success || !/\d/.test(params.data.id)) return undefined;
  const digits = normalizePhone(params.data.id);
  if (digits === null) return undefined;
  const card = await findEmployeeByPhone(db, digits);
  if (card === undefined) return undefined;
  return { phone, origin, answer: { status: 200, data: card } };
}

/** `getbloglistcnt`, `getbloglistpg/1` and `getablog/{first id}` for the reader at /kf-blog. */
export async function blogReaderData(db: Db): Promise<BlogReaderData | undefined> {
  const rowcnt = await countPublishedBlogs(db);
  const entries = await listPublishedBlogs(db, 1, BLOG_PAGE_SIZE);
  const list: BlogListResponse = entries.map((entry) => ({
    id: entry.slug,
    blogtitle: entry.title,
    author: entry.author,
    pubdate: entry.publishedAt,
  }));
  const first = list[0];
  if (first === undefined) return { count: { rowcnt }, list, article: null };

  // The reader asks for the first item by the id the list gave, read as the route reads it.
  const params = blogDetailParamsSchema.safeParse({ id: first.id });
  if (!params.success) return undefined;
  const blog = await findPublishedBlog(db, params.data.id);
  if (blog === undefined) return undefined;
  return { count: { rowcnt }, list, article: await blogDetail(db, blog) };
}
