import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../src/infrastructure/database/schema";
import { createStaffUser } from "../../src/staff/auth/staff-user-repository";

export const STAFF_EMAIL = "sales.lead@kaizenfusion.in";
export const STAFF_PASSWORD = "correct horse battery staple";
/** What app.inject sends as the Host header; a same-origin browser sends it as Origin too. */
export const SAME_ORIGIN = "http://localhost:80";

export async function createStaff(db: Kysely<Database>, email = STAFF_EMAIL): Promise<number> {
  return createStaffUser(db, email, STAFF_PASSWORD);
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
