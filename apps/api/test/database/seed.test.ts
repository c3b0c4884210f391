import { BLOG_POSTS } from "@site/content/blog-posts";
import { describe, expect, it } from "vitest";
import { EMPLOYEES } from "../../src/employees/employee-cards";
import { seedDatabase } from "../../src/seed-database";
import { testDatabases } from "../helpers/databases";
import { useTestDatabase } from "../helpers/test-app";

describe.each(testDatabases)("seedDatabase on $name", (kind) => {
  const database = useTestDatabase(kind, { migrated: true });

  const count = async (table: "blogs" | "blog_comments" | "employees") =>
    (await database.db.selectFrom(table).select("id").execute()).length;

  it("fills an empty database with the articles, their comments and the employees", async () => {
    await seedDatabase(database.db);
    expect(await count("blogs")).toBe(BLOG_POSTS.length);
    expect(await count("blog_comments")).toBe(
      BLOG_POSTS.reduce((sum, post) => sum + post.comments.length, 0),
    );
    expect(await count("employees")).toBe(EMPLOYEES.length);
  });

  it("adds nothing on a later start, and keeps what staff changed", async () => {
    await seedDatabase(database.db);
    await database.db.updateTable("blogs").set({ title: "Edited by staff" }).execute();
    await database.db.deleteFrom("employees").where("phone_number", "=", "9810012345").execute();

    await seedDatabase(database.db);

    expect(await count("blogs")).toBe(BLOG_POSTS.length);
    const titles = await database.db.selectFrom("blogs").select("title").distinct().execute();
    expect(titles).toEqual([{ title: "Edited by staff" }]);
    expect(await count("employees")).toBe(EMPLOYEES.length - 1);
  });

  it("stores each employee's phone as the digits a look-up compares", async () => {
    await seedDatabase(database.db);
    const row = await database.db
      .selectFrom("employees")
      .select(["phone_prefix", "phone_number", "phone_normalized"])
      .where("name", "=", "Arjun Mehta")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      phone_prefix: "+91",
      phone_number: "9810012345",
      phone_normalized: "9810012345",
    });
  });
});
