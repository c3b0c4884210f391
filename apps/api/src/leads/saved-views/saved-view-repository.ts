import type { Kysely } from "kysely";
import type { Database } from "../../infrastructure/database/schema";

type Db = Kysely<Database>;

export const MAX_VIEW_NAME = 60;
export const MAX_VIEW_QUERY = 2000;
export const MAX_VIEWS_PER_PERSON = 30;

export interface SavedView {
  id: number;
  name: string;
  query: string;
}

/** One staff member's views, by name. */
export function listSavedViews(db: Db, staffUserId: number): Promise<SavedView[]> {
  return db
    .selectFrom("saved_views")
    .select(["id", "name", "query"])
    .where("staff_user_id", "=", staffUserId)
    .orderBy("name")
    .execute();
}

/** One of their own views; another person's is as good as absent. */
export function findSavedView(db: Db, staffUserId: number, id: number) {
  return db
    .selectFrom("saved_views")
    .select(["id", "name", "query"])
    .where("id", "=", id)
    .where("staff_user_id", "=", staffUserId)
    .executeTakeFirst();
}

export type SaveViewResult = "saved" | "taken" | "full";

export async function saveView(
  db: Db,
  view: { staffUserId: number; name: string; query: string; now: Date },
): Promise<SaveViewResult> {
  return db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom("saved_views")
      .select(["name"])
      .where("staff_user_id", "=", view.staffUserId)
      .execute();
    if (mine.some((row) => row.name.toLowerCase() === view.name.toLowerCase())) return "taken";
    if (mine.length >= MAX_VIEWS_PER_PERSON) return "full";
    await trx
      .insertInto("saved_views")
      .values({
        staff_user_id: view.staffUserId,
        name: view.name,
        query: view.query,
        created_at: view.now.toISOString(),
      })
      .execute();
    return "saved";
  });
}

export async function removeSavedView(db: Db, staffUserId: number, id: number): Promise<void> {
  await db
    .deleteFrom("saved_views")
    .where("id", "=", id)
    .where("staff_user_id", "=", staffUserId)
    .execute();
}
