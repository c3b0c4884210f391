import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Kysely, Updateable } from "kysely";
import { beforeAll, beforeEach, expect } from "vitest";
import type { Database, StaffUsersTable } from "../../src/infrastructure/database/schema";
import { createStaffUser } from "../../src/staff/auth/staff-user-repository";
import type { TestApp } from "./test-app";

export const STAFF_EMAIL = "sales.lead@kaizenfusion.in";
export const STAFF_PASSWORD = "correct horse battery staple";
/** What app.inject sends as the Host header; a same-origin browser sends it as Origin too. */
export const SAME_ORIGIN = "http://localhost:80";

/** Creates a staff account with `columns` set, as an admin's later edits would leave it. */
export async function createStaff(
  db: Kysely<Database>,
  email = STAFF_EMAIL,
  columns: Updateable<StaffUsersTable> = {},
): Promise<number> {
  const id = await createStaffUser(db, email, STAFF_PASSWORD);
  if (Object.keys(columns).length > 0) {
    await db.updateTable("staff_users").set(columns).where("id", "=", id).execute();
  }
  return id;
}

/** Posts a form as a console page would: urlencoded, with a same-origin Origin header. */
export function postForm(
  app: FastifyInstance,
  url: string,
  form: Record<string, string>,
  options: { cookie?: string; origin?: string | null } = {},
): Promise<LightMyRequestResponse> {
  const origin = options.origin === undefined ? SAME_ORIGIN : options.origin;
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin === null ? {} : { origin }),
      ...(options.cookie === undefined ? {} : { cookie: options.cookie }),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Signs in and answers the `staff_session=...` cookie pair to send with later requests. */
export async function signInCookie(
  app: FastifyInstance,
  email = STAFF_EMAIL,
  password = STAFF_PASSWORD,
): Promise<string> {
  const response = await postForm(app, "/admin/login", { email, password });
  const cookie = response.cookies.find((entry) => entry.name === "staff_session");
  if (response.statusCode !== 303 || cookie === undefined) {
    throw new Error(`Sign-in failed with ${response.statusCode}`);
  }
  return `staff_session=${cookie.value}`;
}

/** Creates the default staff account, signs it in and answers its session cookie. */
export async function createStaffAndSignIn(
  app: FastifyInstance,
  db: Kysely<Database>,
): Promise<string> {
  await createStaff(db);
  return signInCookie(app);
}

export function getPage(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: "GET", url, headers: cookie === undefined ? {} : { cookie } });
}

/**
 * A signed-in browser: pages and forms sent with the session cookie `cookie()` answers. `page`
 * expects the page to answer 200 and answers its HTML.
 */
export function staffBrowser(app: FastifyInstance, cookie: () => string) {
  return {
    get: (url: string) => getPage(app, url, cookie()),
    async page(url: string): Promise<string> {
      const response = await getPage(app, url, cookie());
      expect(response.statusCode).toBe(200);
      return response.body;
    },
    post: (url: string, form: Record<string, string>, options: { origin?: string | null } = {}) =>
      postForm(app, url, form, { ...options, cookie: cookie() }),
  };
}

/**
 * Before each test (or the suite, with `per: "suite"`), creates the default staff account, with
 * `columns` set, and signs it in. `get`, `page` and `post` send its session; `id()` and
 * `cookie()` answer the account and the session cookie of the running test.
 */
export function useSignedInStaff(
  { app, database }: TestApp,
  {
    per = "test",
    columns = {},
  }: { per?: "suite" | "test"; columns?: Updateable<StaffUsersTable> } = {},
) {
  let signedIn: { id: number; cookie: string } | undefined;
  (per === "suite" ? beforeAll : beforeEach)(async () => {
    const id = await createStaff(database.db, STAFF_EMAIL, columns);
    signedIn = { id, cookie: await signInCookie(app) };
  });
  const current = () => {
    if (signedIn === undefined) throw new Error("Staff is signed in only inside tests");
    return signedIn;
  };
  const cookie = () => current().cookie;
  return { ...staffBrowser(app, cookie), id: () => current().id, cookie };
}
