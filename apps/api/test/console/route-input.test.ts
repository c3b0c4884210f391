import { beforeAll, describe, expect, it } from "vitest";
import { consoleCopy } from "../../src/console/views/console-copy";
import { assignmentCopy } from "../../src/leads/assignment/assignment-copy";
import { meetingsCopy } from "../../src/meetings/console/meetings-copy";
import { testDatabases } from "../helpers/databases";
import { createStaffAndSignIn, getPage, postForm } from "../helpers/staff-session";
import { useTestApp } from "../helpers/test-app";

// Addresses that name no record: not a number, more digits than any id, past what an integer
// column holds, and a number no row has.
const BAD_IDS = ["abc", "1234567890123456", "9999999999", "987654"];

describe.each(testDatabases)("console addresses and queries on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let cookie: string;

  beforeAll(async () => {
    cookie = await createStaffAndSignIn(app, database.db);
  });

  const expectNotFoundPage = (response: { statusCode: number; body: string }, url: string) => {
    expect(response.statusCode, url).toBe(404);
    expect(response.body, url).toContain(consoleCopy.notFoundTitle);
    expect(response.body, url).toContain(consoleCopy.notFoundText);
  };

  it("answers the console's 404 page for a page addressed by an id that names nothing", async () => {
    for (const id of BAD_IDS) {
      for (const url of [
        `/admin/blog/${id}`,
        `/admin/employees/${id}`,
        `/admin/meetings/availability/${id}`,
      ]) {
        expectNotFoundPage(await getPage(app, url, cookie), url);
      }
    }
  });

  it("answers the console's 404 page for a form posted to an id that names nothing", async () => {
    for (const id of BAD_IDS) {
      for (const url of [`/admin/leads/${id}/tasks`, `/admin/board/${id}/move`]) {
        expectNotFoundPage(await postForm(app, url, { status: "contacted" }, { cookie }), url);
      }
    }
  });

  it("shows the page without its notice when the notice flag is not one a redirect sends", async () => {
    const long = "1".repeat(300);
    const assignment = await getPage(app, `/admin/assignment?saved=${long}`, cookie);
    expect(assignment.statusCode).toBe(200);
    expect(assignment.body).not.toContain(assignmentCopy.saved);
    const settings = await getPage(app, `/admin/settings/meetings?saved=${long}`, cookie);
    expect(settings.statusCode).toBe(200);
    expect(settings.body).not.toContain(meetingsCopy.settings.saved);

    // The same pages with the flag a save sends do say so.
    expect((await getPage(app, "/admin/assignment?saved=1", cookie)).body).toContain(
      assignmentCopy.saved,
    );
    expect((await getPage(app, "/admin/settings/meetings?saved=1", cookie)).body).toContain(
      meetingsCopy.settings.saved,
    );
  });
});
