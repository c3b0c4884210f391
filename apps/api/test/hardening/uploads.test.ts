import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { API_CALLS, RESUME_MAX_BYTES } from "@site/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../helpers/databases";
import { leadIdOfUploadToken } from "../helpers/resume-upload";
import { createStaffAndSignIn, getPage } from "../helpers/staff-session";
import { basicAuth, useTestApp } from "../helpers/test-app";
import { encodeMultipart, pdfOfSize, TINY_PDF } from "./multipart-body";

const MiB = 1024 * 1024;
const BOUNDARY = "resume-boundary";
const authorization = basicAuth();

// Files that claim to be PDFs: the right name and type, the wrong bytes.
const HTML_PAGE = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
const WINDOWS_PROGRAM = Buffer.concat([Buffer.from("MZ\x90\x00\x03", "latin1"), Buffer.alloc(256)]);
const PNG_IMAGE = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

interface StreamedAnswer {
  status: number;
  body: string;
  /** Body bytes written when the answer arrived. */
  sentBeforeAnswer: number;
}

/**
 * Streams a resume upload of `fileBytes` (starting with `fileStart`, then filler) over a real
 * socket, in 64 KiB chunks and without a Content-Length, as fast as the server reads it; stops
 * sending as soon as an answer arrives.
 */
function streamUpload(
  port: number,
  options: { candid: string; fileStart: Buffer; fileBytes: number },
): Promise<StreamedAnswer> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="candid"\r\n\r\n${options.candid}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const filler = Buffer.alloc(64 * 1024, 0x20);
  return streamBody(port, {
    path: API_CALLS.saveCandResume.path,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    chunks: function* () {
      yield head;
      yield options.fileStart;
      for (let sent = options.fileStart.length; sent < options.fileBytes; sent += filler.length) {
        yield filler;
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    },
  });
}

function streamBody(
  port: number,
  options: { path: string; contentType: string; chunks: () => Generator<Buffer> },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: options.path,
      agent: false,
      headers: { authorization, "content-type": options.contentType },
    });
    request.on("response", (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer });
        request.destroy();
      });
    });
    // The server closes the connection once it has answered; writes after that fail.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    (async () => {
      for (const chunk of options.chunks()) {
        if (answered || request.destroyed) return;
        sent += chunk.length;
        if (!request.write(chunk)) {
          // Whichever comes first; the other listener goes too, or every wait would leave one.
          await new Promise<void>((drained) => {
            const done = () => {
              request.off("drain", done);
              request.off("close", done);
              drained();
            };
            request.once("drain", done);
            request.once("close", done);
          });
        }
      }
      if (!request.destroyed) request.end();
    })().catch(reject);
  });
}

describe.each(testDatabases)("hostile resume uploads on $name", (kind) => {
  const { database, app } = useTestApp(kind, { env: { RATE_LIMIT_WRITES_PER_MIN: "100000" } });
  let port: number;
  let cookie: string;
  let candidates = 0;

  beforeAll(async () => {
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
    cookie = await createStaffAndSignIn(app, database.db);
  });

  /** A new application's upload token (SaveCandidate's answer). */
  async function newCandidate(): Promise<string> {
    candidates += 1;
    const response = await app.inject({
      method: "POST",
      url: API_CALLS.saveCandidate.path,
      headers: { authorization },
      payload: {
        fullname: "Priya Nair",
        emailid: `priya.${candidates}@example.in`,
        phoneno: "+919810012345",
        totexp: 3.5,
        jobappl: "Full Stack Developer",
        canddet: "Five years of React and Node.",
        ipadd: "203.0.113.5",
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<string>();
  }

  function upload(
    candid: string,
    file: { bytes: Buffer; name: string; type: string },
    remoteAddress = "127.0.0.1",
  ) {
    return app.inject({
      method: "POST",
      url: API_CALLS.saveCandResume.path,
      remoteAddress,
      headers: { authorization, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: encodeMultipart(BOUNDARY, [
        { kind: "field", name: "candid", value: candid },
        { kind: "file", name: "resume", fileName: file.name, type: file.type, content: file.bytes },
      ]),
    });
  }

  /** Streams a 64 MiB resume starting with `fileStart` for a new candidate. */
  const streamHugeResume = async (fileStart: Buffer) =>
    streamUpload(port, { candid: await newCandidate(), fileStart, fileBytes: 64 * MiB });

  const resumeCount = async () =>
    (await database.db.selectFrom("resumes").select("id").execute()).length;

  it.each([
    ["an HTML page", HTML_PAGE],
    ["a Windows program", WINDOWS_PROGRAM],
    ["a PNG image", PNG_IMAGE],
    ["an empty file", Buffer.alloc(0)],
  ])(
    "refuses %s named cv.pdf and sent as application/pdf, storing nothing",
    async (_name, bytes) => {
      const candid = await newCandidate();
      const before = await resumeCount();
      const response = await upload(candid, { bytes, name: "cv.pdf", type: "application/pdf" });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "Please upload only PDF files", field: "resume" });
      expect(await resumeCount()).toBe(before);
    },
  );

  it("judges a real PDF by its bytes whatever type it claims, and hands it to staff as a PDF only", async () => {
    const candid = await newCandidate();
    const polyglot = Buffer.concat([TINY_PDF, HTML_PAGE]);
    const response = await upload(candid, {
      bytes: polyglot,
      name: "cv.html",
      type: "text/html",
    });
    expect(response.statusCode).toBe(200);

    const leadId = await leadIdOfUploadToken(database.db, candid);
    const download = await getPage(app, `/admin/leads/${leadId}/resume`, cookie);
    expect(download.statusCode).toBe(200);
    // Whatever it holds besides, the browser saves it as a PDF and never renders it as a page.
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(download.rawPayload.equals(polyglot)).toBe(true);
  });

  it("cuts a streamed oversize resume at the limit, answering 413 long before the end", async () => {
    const before = await resumeCount();
    const answer = await streamHugeResume(TINY_PDF);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: "File size exceeds 5MB limit",
      field: "resume",
    });
    // Answered once the 5 MiB limit was passed, within a few socket buffers, not after 64 MiB.
    console.info(
      `oversize resume answered after ${(answer.sentBeforeAnswer / MiB).toFixed(1)} MiB`,
    );
    expect(answer.sentBeforeAnswer).toBeGreaterThan(RESUME_MAX_BYTES);
    expect(answer.sentBeforeAnswer).toBeLessThan(RESUME_MAX_BYTES + 8 * MiB);
    expect(await resumeCount()).toBe(before);
  });

  it("cuts a streamed file that is no PDF after its first bytes", async () => {
    const answer = await streamHugeResume(HTML_PAGE);
    expect(answer.status).toBe(415);
    expect(answer.sentBeforeAnswer).toBeLessThan(8 * MiB);
  });

  it("cuts a streamed JSON body at the 1 MiB limit", async () => {
    const filler = Buffer.alloc(64 * 1024, "a");
    const before = (await database.db.selectFrom("leads").select("id").execute()).length;
    const answer = await streamBody(port, {
      path: "/api/SaveFeedback",
      contentType: "application/json",
      chunks: function* () {
        yield Buffer.from(`{"name":"Asha Rao","email":"asha@raolabs.in","request":"`);
        for (let sent = 0; sent < 64 * MiB; sent += filler.length) yield filler;
        yield Buffer.from(`"}`);
      },
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: "Request body is too large" });
    expect(answer.sentBeforeAnswer).toBeLessThan(1 * MiB + 8 * MiB);
    expect((await database.db.selectFrom("leads").select("id").execute()).length).toBe(before);
  });

  it("answers many parallel oversize uploads 413 each, with memory bounded", async () => {
    const uploads = 12;
    const fileBytes = 24 * MiB;
    const ids = await Promise.all(Array.from({ length: uploads }, () => newCandidate()));
    const before = await resumeCount();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const answers = await Promise.all(
        ids.map((candid) => streamUpload(port, { candid, fileStart: TINY_PDF, fileBytes })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(uploads).fill(413));
      for (const answer of answers)
        expect(answer.sentBeforeAnswer).toBeGreaterThan(RESUME_MAX_BYTES);
    } finally {
      clearInterval(sampler);
    }
    const growth = peak - baseline;
    console.info(
      `${uploads} parallel ${fileBytes / MiB} MiB uploads: rss grew ${(growth / MiB).toFixed(1)} MiB`,
    );
    // Each upload is held at most up to the 5 MiB limit (plus its copy); the 288 MiB sent are not.
    expect(growth).toBeLessThan(uploads * 2 * RESUME_MAX_BYTES + 64 * MiB);
    expect(await resumeCount()).toBe(before);
  });

  it("stores each of many parallel valid uploads once", async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => newCandidate()));
    const before = await resumeCount();
    // Ten applicants at once, each from their own address (one address may send only a few).
    const answers = await Promise.all(
      ids.map((candid, index) =>
        upload(
          candid,
          { bytes: pdfOfSize(MiB), name: "cv.pdf", type: "application/pdf" },
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await resumeCount()).toBe(before + 10);
  });
});
