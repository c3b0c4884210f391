import { randomBytes } from "node:crypto";
import { API_CALLS, type CandidatePayload } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseSubject } from "../../src/privacy/console/privacy-repository";
import { createRetentionJob } from "../../src/privacy/retention-job";
import { testDatabases } from "../helpers/databases";
import { createStaff, getPage, STAFF_EMAIL, signInCookie } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { encodeMultipart, pdfOfSize, TINY_PDF } from "./multipart-body";

const authorization = basicAuth();
const BOUNDARY = "resume-boundary";
const MINUTE_MS = 60 * 1000;

// The attacker's file: it starts like a PDF, so the signature check lets it through, and the rest
// is a page that runs script if a browser ever renders it.
const PDF_LOOKING_PAGE = Buffer.from(
  "%PDF-1.4\n<html><body><script>fetch('/admin/leads').then(r=>r.text())</script></body></html>",
);

describe.each(testDatabases)("resume upload tokens on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let cookie: string;
  let staffId: number;

  beforeAll(async () => {
    staffId = await createStaff(database.db);
    cookie = await signInCookie(app);
  });

  /** Saves an application; answers what SaveCandidate answered and the lead it created. */
  async function apply(): Promise<{ answer: unknown; leadId: number; email: string }> {
    const email = `priya.${randomBytes(6).toString("hex")}@example.in`;
    const payload: CandidatePayload = {
      fullname: "Priya Nair",
      emailid: email,
      phoneno: "+919810012345",
      totexp: 3.5,
      jobappl: "Full Stack Developer",
      canddet: "Five years of React and Node.",
      ipadd: "203.0.113.5",
    };
    const response = await app.inject({
      method: "POST",
      url: API_CALLS.saveCandidate.path,
      headers: { authorization },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const lead = await database.db
      .selectFrom("leads")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    return { answer: response.json(), leadId: lead.id, email };
  }

  function upload(candid: unknown, file: { bytes: Buffer; name: string } = cv) {
    return app.inject({
      method: "POST",
      url: API_CALLS.saveCandResume.path,
      headers: { authorization, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: encodeMultipart(BOUNDARY, [
        { kind: "field", name: "candid", value: String(candid) },
        {
          kind: "file",
          name: "resume",
          fileName: file.name,
          type: "application/pdf",
          content: file.bytes,
        },
      ]),
    });
  }
  const cv = { bytes: TINY_PDF, name: "cv.pdf" };

  const resumesOf = (leadId: number) =>
    database.db
      .selectFrom("resumes")
      .select(["file_name", "content"])
      .where("lead_id", "=", leadId)
      .execute();

  const refusal = { message: "This resume upload is no longer possible. Please apply again." };

  it("answers an unguessable token, not the lead id", async () => {
    const first = await apply();
    const second = await apply();
    for (const { answer, leadId } of [first, second]) {
      expect(typeof answer).toBe("string");
      expect(answer).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer).not.toBe(leadId);
      expect(Number(answer)).toBeNaN();
    }
    expect(second.answer).not.toBe(first.answer);
  });

  it("refuses a resume for the next applicant, reached from the attacker's own answer", async () => {
    const attacker = await apply();
    const victim = await apply();
    // The attack as it worked: the attacker's answer plus one, or any lead id, as candid.
    const guesses = [Number(attacker.answer) + 1, victim.leadId, String(victim.leadId)];
    for (const guess of guesses) {
      const response = await upload(guess, { bytes: PDF_LOOKING_PAGE, name: "victim-cv.pdf.html" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(refusal);
    }
    expect(await resumesOf(victim.leadId)).toEqual([]);

    // The victim's own upload still goes through, and staff get the victim's file.
    const own = await upload(victim.answer, { bytes: TINY_PDF, name: "Neha Singh CV.pdf" });
    expect(own.statusCode).toBe(200);
    const download = await getPage(app, `/admin/leads/${victim.leadId}/resume`, cookie);
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
  });

  it("takes one resume per application and never replaces it", async () => {
    const { answer, leadId } = await apply();
    expect((await upload(answer, { bytes: TINY_PDF, name: "first.pdf" })).statusCode).toBe(200);

    const again = await upload(answer, { bytes: PDF_LOOKING_PAGE, name: "second.pdf" });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(refusal);
    const rows = await resumesOf(leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.file_name).toBe("first.pdf");
    expect(Buffer.from(rows[0]?.content ?? []).equals(TINY_PDF)).toBe(true);
  });

  it("keeps the token usable for 30 minutes only", async () => {
    const before = Date.now();
    const { answer, leadId } = await apply();
    const token = await database.db
      .selectFrom("resume_upload_tokens")
      .select(["expires_at", "used_at"])
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(token.used_at).toBeNull();
    const expiresAt = Date.parse(token.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * MINUTE_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * MINUTE_MS);

    // As if the half hour had passed.
    await database.db
      .updateTable("resume_upload_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("lead_id", "=", leadId)
      .execute();
    const late = await upload(answer);
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(refusal);
    expect(await resumesOf(leadId)).toEqual([]);
  });

  it("answers an unknown token and a used one byte for byte alike", async () => {
    const { answer } = await apply();
    expect((await upload(answer)).statusCode).toBe(200);
    const used = await upload(answer);
    const unknown = await upload(randomBytes(32).toString("base64url"));
    const sequential = await upload("1");
    for (const response of [unknown, sequential]) {
      expect(response.statusCode).toBe(used.statusCode);
      expect(response.headers["content-type"]).toBe(used.headers["content-type"]);
      expect(response.rawPayload.equals(used.rawPayload)).toBe(true);
    }
    expect(used.statusCode).toBe(404);
  });

  it("stores one resume when two uploads with the same token race", async () => {
    const { answer, leadId } = await apply();
    const files = [
      { bytes: pdfOfSize(200_000), name: "a.pdf" },
      { bytes: pdfOfSize(300_000), name: "b.pdf" },
      { bytes: pdfOfSize(400_000), name: "c.pdf" },
      { bytes: pdfOfSize(500_000), name: "d.pdf" },
    ];
    const answers = await Promise.all(files.map((file) => upload(answer, file)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(files.length - 1);

    const winner = files[statuses.indexOf(200)];
    const rows = await resumesOf(leadId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.file_name).toBe(winner?.name);
    expect(Buffer.from(rows[0]?.content ?? []).equals(winner?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it("refuses a file that is no PDF without using up the token", async () => {
    const { answer, leadId } = await apply();
    const wrong = await upload(answer, { bytes: Buffer.from("<html></html>"), name: "cv.pdf" });
    expect(wrong.statusCode).toBe(415);
    expect((await upload(answer)).statusCode).toBe(200);
    expect(await resumesOf(leadId)).toHaveLength(1);
  });

  it.each([
    ["resume.html", "resume.pdf"],
    ["cv.svg", "cv.pdf"],
    ["x.pdf\u0000.html", "x.pdf"],
    ["victim-cv.pdf.html", "victim-cv.pdf"],
    ["Priya Nair CV", "Priya Nair CV.pdf"],
    [".html", "resume.pdf"],
  ])("stores and offers %j to staff as %s", async (sent, offered) => {
    const { answer, leadId } = await apply();
    expect((await upload(answer, { bytes: TINY_PDF, name: sent })).statusCode).toBe(200);
    expect((await resumesOf(leadId))[0]?.file_name).toBe(offered);

    const download = await getPage(app, `/admin/leads/${leadId}/resume`, cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="${offered}"; filename*=UTF-8''${encodeURIComponent(offered)}`,
    );
  });

  it("offers a resume stored earlier under another extension as a PDF", async () => {
    const { leadId } = await apply();
    await database.db
      .insertInto("resumes")
      .values({
        lead_id: leadId,
        file_name: "cv.html",
        size: TINY_PDF.length,
        content: TINY_PDF,
        created_at: new Date().toISOString(),
      })
      .execute();
    const download = await getPage(app, `/admin/leads/${leadId}/resume`, cookie);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  const tokensOf = (leadId: number) =>
    database.db
      .selectFrom("resume_upload_tokens")
      .selectAll()
      .where("lead_id", "=", leadId)
      .execute();

  it("erases the upload token with the application on a person's request", async () => {
    const unused = await apply();
    const used = await apply();
    expect((await upload(used.answer)).statusCode).toBe(200);
    for (const { leadId, email } of [unused, used]) {
      expect(await tokensOf(leadId)).toHaveLength(1);
      await eraseSubject(database.db, {
        email,
        staff: { userId: staffId, email: STAFF_EMAIL, role: "admin", displayName: null },
        now: new Date(),
      });
      expect(await tokensOf(leadId)).toEqual([]);
      expect(await resumesOf(leadId)).toEqual([]);
    }
    // Nothing left to upload to.
    expect((await upload(unused.answer)).statusCode).toBe(404);
  });

  it("deletes the upload token with an application past its retention", async () => {
    const { answer, leadId } = await apply();
    const threeYearsAgo = new Date(Date.now() - 3 * 365 * 24 * 60 * MINUTE_MS).toISOString();
    await database.db
      .updateTable("leads")
      .set({ created_at: threeYearsAgo })
      .where("id", "=", leadId)
      .execute();
    const silent = { info: () => undefined, warn: () => undefined };
    const counts = await createRetentionJob({
      db: database.db,
      retentionDays: 730,
      log: silent,
    }).run();
    expect(counts.candidates).toBe(1);
    expect(await tokensOf(leadId)).toEqual([]);
    expect((await upload(answer)).statusCode).toBe(404);
  });
});
