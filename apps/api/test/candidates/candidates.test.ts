import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type CandidatePayload,
  candidateMessages,
  MAX_LENGTH,
  payloadMessages,
  RESUME_MAX_BYTES,
} from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { leadIdOfUploadToken } from "../helpers/resume-upload";
import { basicAuth, expectJsonBodiesOnly, postRawBody, useTestApp } from "../helpers/test-app";

const authorization = basicAuth();

const candidate: CandidatePayload = {
  fullname: "Priya Nair",
  emailid: "Priya.Nair@example.in",
  phoneno: "+919810012345",
  totexp: 3.5,
  jobappl: "Full Stack Developer",
  canddet: "Five years of React and Node; I led the move of a clinic portal to TypeScript.",
  ipadd: "203.0.113.5",
  utm_source: "linkedin",
  landing_page: "/job-portal",
};

// A complete one-page PDF: header, catalog, pages, page, trailer.
const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** A buffer of `size` bytes that starts like a PDF. */
function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  TINY_PDF.copy(bytes, 0, 0, Math.min(size, TINY_PDF.length));
  return bytes;
}

function resumeForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    const blob = new Blob([new Uint8Array(file.bytes)], { type: "application/pdf" });
    form.append("resume", blob, file.name);
  }
  return form;
}

describe.each(testDatabases)("candidate calls on $name", (kind) => {
  // Every test creates its own candidate, so one database serves the suite.
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });

  const saveCandidate = (payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/SaveCandidate",
      payload: payload as object,
      headers: { authorization },
    });

  /** A new application: the upload token SaveCandidate answered and the lead it saved. */
  async function newApplication(): Promise<{ candid: string; leadId: number }> {
    const response = await saveCandidate(candidate);
    expect(response.statusCode).toBe(200);
    const candid = response.json<string>();
    return { candid, leadId: await leadIdOfUploadToken(database.db, candid) };
  }

  const uploadResume = (form: FormData) =>
    app.inject({
      method: "POST",
      url: "/api/SaveCandResume",
      payload: form,
      headers: { authorization },
    });

  const storedResume = (leadId: number) =>
    database.db.selectFrom("resumes").selectAll().where("lead_id", "=", leadId).execute();

  const leadCount = async () =>
    (await database.db.selectFrom("leads").select("id").execute()).length;

  describe("POST /api/SaveCandidate", () => {
    it("saves the candidate as a lead and answers a one-time upload token for it", async () => {
      const response = await saveCandidate({ ...candidate, unknownField: "ignored" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const token = response.json();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const id = await leadIdOfUploadToken(database.db, token);

      const lead = await database.db
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(lead).toMatchObject({
        kind: "candidate",
        source_call: "SaveCandidate",
        name: "Priya Nair",
        email: "priya.nair@example.in",
        phone: "+919810012345",
        reported_ip: "203.0.113.5",
        utm_source: "linkedin",
        landing_page: "/job-portal",
      });
      const details = JSON.parse(lead.details);
      expect(details).toMatchObject({ totexp: 3.5, jobappl: "Full Stack Developer" });
      expect(details).not.toHaveProperty("unknownField");
    });

    it("gives each candidate a new lead and a new token", async () => {
      const first = await newApplication();
      const second = await newApplication();
      expect(second.leadId).not.toBe(first.leadId);
      expect(second.candid).not.toBe(first.candid);
    });

    it.each([
      [{ ...candidate, fullname: "  " }, candidateMessages.required, "fullname"],
      [{ ...candidate, jobappl: undefined }, candidateMessages.required, "jobappl"],
      [{ ...candidate, totexp: undefined }, candidateMessages.required, "totexp"],
      [{ ...candidate, totexp: "3" }, payloadMessages.notNumber, "totexp"],
      [{ ...candidate, totexp: 61 }, candidateMessages.invalidExperience, "totexp"],
      [{ ...candidate, emailid: "priya@" }, candidateMessages.invalidEmail, "emailid"],
      [{ ...candidate, phoneno: "12-34" }, candidateMessages.invalidPhone, "phoneno"],
      [{ ...candidate, jobappl: "Astronaut" }, payloadMessages.unknownOption, "jobappl"],
      [
        { ...candidate, canddet: "x".repeat(MAX_LENGTH.candidateDetails + 1) },
        payloadMessages.tooLong(MAX_LENGTH.candidateDetails),
        "canddet",
      ],
      [{ ...candidate, fullname: ["Priya"] }, payloadMessages.notText, "fullname"],
    ])(
      "refuses a bad payload (%#) with a 400 and saves nothing",
      async (payload, message, field) => {
        const before = await leadCount();
        const response = await saveCandidate(payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message, field });
        expect(await leadCount()).toBe(before);
      },
    );

    it("refuses a body that is not a JSON object", async () => {
      await expectJsonBodiesOnly(app, "/api/SaveCandidate", {
        brokenJson: '{"fullname":',
        text: "Priya Nair",
      });

      const array = await saveCandidate([candidate]);
      expect(array.statusCode).toBe(400);
      expect(array.json()).toEqual({ message: payloadMessages.notAnObject });
    });
  });

  describe("POST /api/SaveCandResume", () => {
    it("stores a real PDF byte for byte with its cleaned name", async () => {
      const { candid, leadId } = await newApplication();
      const response = await uploadResume(
        resumeForm({ candid }, { bytes: TINY_PDF, name: "../Priya Nair CV.pdf" }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe("OK");

      const [row, ...others] = await storedResume(leadId);
      expect(others).toEqual([]);
      expect(row?.file_name).toBe("Priya Nair CV.pdf");
      expect(row?.size).toBe(TINY_PDF.length);
      expect(Buffer.from(row?.content ?? []).equals(TINY_PDF)).toBe(true);
    });

    it("accepts a resume of exactly 5 MiB", async () => {
      const { candid, leadId } = await newApplication();
      const bytes = pdfOfSize(RESUME_MAX_BYTES);
      const response = await uploadResume(resumeForm({ candid }, { bytes, name: "cv.pdf" }));
      expect(response.statusCode).toBe(200);
      const [row] = await storedResume(leadId);
      expect(row?.size).toBe(RESUME_MAX_BYTES);
      expect(Buffer.from(row?.content ?? []).equals(bytes)).toBe(true);
    });

    it("refuses a resume one byte over 5 MiB with a 413", async () => {
      const { candid, leadId } = await newApplication();
      const response = await uploadResume(
        resumeForm({ candid }, { bytes: pdfOfSize(RESUME_MAX_BYTES + 1), name: "cv.pdf" }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "File size exceeds 5MB limit", field: "resume" });
      expect(await storedResume(leadId)).toEqual([]);
    });

    it("refuses a text file named .pdf", async () => {
      const { candid, leadId } = await newApplication();
      const response = await uploadResume(
        resumeForm(
          { candid },
          { bytes: Buffer.from("Priya Nair, five years of React.\n"), name: "cv.pdf" },
        ),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "Please upload only PDF files", field: "resume" });
      expect(await storedResume(leadId)).toEqual([]);
    });

    it("keeps the first resume and refuses a second one", async () => {
      const { candid, leadId } = await newApplication();
      await uploadResume(resumeForm({ candid }, { bytes: TINY_PDF, name: "a.pdf" }));
      const response = await uploadResume(
        resumeForm({ candid }, { bytes: pdfOfSize(2048), name: "b.pdf" }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: candidateMessages.uploadRefused });

      const rows = await storedResume(leadId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.file_name).toBe("a.pdf");
      expect(Buffer.from(rows[0]?.content ?? []).equals(TINY_PDF)).toBe(true);
    });

    it.each([
      [{}, payloadMessages.notText],
      [{ candid: "  " }, payloadMessages.notText],
      [{ candid: "a".repeat(101) }, payloadMessages.tooLong(100)],
    ])("refuses a missing, blank or overlong candid (%#)", async (fields, message) => {
      const response = await uploadResume(resumeForm(fields, { bytes: TINY_PDF, name: "cv.pdf" }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: "candid" });
    });

    it.each(["abc", "0", "-4", "1.5", "1", "987654", "99999999999"])(
      "answers candid %s like any unknown token",
      async (candid) => {
        const response = await uploadResume(
          resumeForm({ candid }, { bytes: TINY_PDF, name: "cv.pdf" }),
        );
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: candidateMessages.uploadRefused });
      },
    );

    it("answers 404 for a lead that is no candidate", async () => {
      const { id: contactId } = await app.leadWriter.save({
        kind: "contact",
        sourceCall: "SaveFeedback",
        name: "Asha Rao",
        email: "asha@raolabs.in",
        details: {},
        clientIp: "127.0.0.1",
        attribution: {},
      });
      const contact = await uploadResume(
        resumeForm({ candid: String(contactId) }, { bytes: TINY_PDF, name: "cv.pdf" }),
      );
      expect(contact.statusCode).toBe(404);
      expect(await storedResume(contactId)).toEqual([]);
    });

    it("refuses a form without a file", async () => {
      const { candid } = await newApplication();
      const response = await uploadResume(resumeForm({ candid }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Please attach your resume as a PDF file",
        field: "resume",
      });
    });

    it("refuses two files in one upload", async () => {
      const { candid, leadId } = await newApplication();
      const form = resumeForm({ candid }, { bytes: TINY_PDF, name: "a.pdf" });
      form.append("resume", new Blob([new Uint8Array(TINY_PDF)]), "b.pdf");
      const response = await uploadResume(form);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        message: "Send one resume file and the candid field only",
      });
      expect(await storedResume(leadId)).toEqual([]);
    });

    it("refuses a body that is not multipart", async () => {
      const json = await app.inject({
        method: "POST",
        url: "/api/SaveCandResume",
        payload: { candid: 1, resume: TINY_PDF.toString("base64") },
        headers: { authorization },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: "Send the resume as multipart/form-data" });

      const truncated = await postRawBody(
        app,
        "/api/SaveCandResume",
        '--xyz\r\nContent-Disposition: form-data; name="candid"\r\n\r\n1',
        "multipart/form-data; boundary=xyz",
      );
      expect(truncated.statusCode).toBe(400);
      expect(truncated.json()).toEqual({ message: "The upload is not a valid multipart form" });
    });

    it("never serves a stored resume from a public or API path", async () => {
      const { candid, leadId } = await newApplication();
      await uploadResume(resumeForm({ candid }, { bytes: TINY_PDF, name: "cv.pdf" }));
      const { id } = (await storedResume(leadId))[0] ?? { id: 0 };

      for (const url of [
        `/api/resume/${id}`,
        `/api/resumes/${leadId}`,
        `/api/SaveCandResume?candid=${candid}`,
        `/resumes/${id}`,
        "/resumes/cv.pdf",
        "/pdf/cv.pdf",
      ]) {
        const response = await app.inject({ url, headers: { authorization } });
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.rawPayload.includes(TINY_PDF)).toBe(false);
      }
    });
  });

  describe("over a real connection", () => {
    let port: number;

    beforeAll(async () => {
      await app.listen({ host: "127.0.0.1", port: 0 });
      port = (app.server.address() as AddressInfo).port;
    });

    /** Announces 64 MiB but sends only the form's start and `sent`, then waits for an answer. */
    function answerToPartialUpload(candid: string, sent: Buffer): Promise<number> {
      const boundary = "resume-boundary";
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="candid"\r\n\r\n${candid}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n",
      );
      return new Promise<number>((resolve, reject) => {
        const request = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/SaveCandResume",
          headers: {
            authorization,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": 64 * 1024 * 1024,
          },
        });
        request.on("response", (response) => {
          resolve(response.statusCode ?? 0);
          request.destroy();
        });
        request.on("error", reject);
        request.write(head);
        request.write(sent);
      });
    }

    it.each([
      ["an oversize PDF", pdfOfSize(6 * 1024 * 1024), 413],
      ["a file that is no PDF", Buffer.alloc(2 * 1024 * 1024, "a"), 415],
    ])("refuses %s while it is still being sent", async (_name, sent, status) => {
      const { candid, leadId } = await newApplication();
      expect(await answerToPartialUpload(candid, sent)).toBe(status);
      expect(await storedResume(leadId)).toEqual([]);
    });
  });
});

describe.each(testDatabases)("candidate call rate limit on $name", (kind) => {
  const { app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "2" } });

  it("counts candidates and resumes against the caller's write budget", async () => {
    const save = () =>
      app.inject({
        method: "POST",
        url: "/api/SaveCandidate",
        payload: candidate,
        headers: { authorization },
      });
    const first = await save();
    expect(first.statusCode).toBe(200);
    const upload = await app.inject({
      method: "POST",
      url: "/api/SaveCandResume",
      payload: resumeForm({ candid: String(first.json()) }, { bytes: TINY_PDF, name: "cv.pdf" }),
      headers: { authorization },
    });
    expect(upload.statusCode).toBe(200);

    const third = await save();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toHaveProperty("message");
  });
});
