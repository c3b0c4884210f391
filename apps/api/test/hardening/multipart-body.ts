import fc from "fast-check";
import { hostileString, PROTOTYPE_KEYS } from "./hostile-input";

// A complete one-page PDF: header, catalog, pages, page, trailer.
export const TINY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
    "trailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

/** `size` bytes that start like a PDF. */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  TINY_PDF.copy(bytes, 0, 0, Math.min(size, TINY_PDF.length));
  return bytes;
}

type Part =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; name: string; fileName: string; type: string; content: Buffer };

export interface MultipartUpload {
  contentType: string;
  body: Buffer;
}

const BOUNDARY = /^[0-9A-Za-z_-]{1,70}$/;

/** Encodes parts as a multipart/form-data body (RFC 7578), unchecked: names may be anything. */
export function encodeMultipart(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.kind === "field"
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const type = part.kind === "file" && part.type !== "" ? `Content-Type: ${part.type}\r\n` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(part.kind === "field" ? Buffer.from(part.value) : part.content);
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The upload the job application form sends: `candid` (SaveCandidate's answer) and a PDF. */
export function validUpload(candid: string): MultipartUpload {
  const boundary = "resume-boundary";
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: encodeMultipart(boundary, [
      { kind: "field", name: "candid", value: candid },
      {
        kind: "file",
        name: "resume",
        fileName: "cv.pdf",
        type: "application/pdf",
        content: TINY_PDF,
      },
    ]),
  };
}

/**
 * Resume uploads of every shape: right or wrong `candid`, a real PDF, a PDF-looking file with a
 * misleading type, any bytes, odd names and file names, missing or extra parts, a boundary that
 * does not match the header, a body cut short. `uploadToken` is a real SaveCandidate answer.
 */
export function multipartBody(uploadToken: () => string): fc.Arbitrary<MultipartUpload> {
  const candid = fc.oneof(
    { weight: 4, arbitrary: fc.constant(null).map(() => uploadToken()) },
    { weight: 1, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.constantFrom("0", "-1", "1.5", "1e3", "2147483648", "9007199254740993", " 1"),
    },
  );
  const field: fc.Arbitrary<Part> = fc.record({
    kind: fc.constant("field" as const),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constant("candid") },
      { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
      { weight: 1, arbitrary: hostileString },
    ),
    value: candid,
  });
  const file: fc.Arbitrary<Part> = fc.record({
    kind: fc.constant("file" as const),
    name: fc.oneof(
      { weight: 4, arbitrary: fc.constant("resume") },
      { weight: 1, arbitrary: fc.constantFrom("file", ...PROTOTYPE_KEYS) },
    ),
    fileName: fc.oneof(
      fc.constantFrom("cv.pdf", "../../etc/passwd.pdf", "cv.pdf.exe", "<script>.pdf", ""),
      hostileString,
    ),
    type: fc.constantFrom("application/pdf", "text/plain", "image/png", "text/html", ""),
    content: fc.oneof(
      { weight: 3, arbitrary: fc.constant(TINY_PDF) },
      {
        weight: 1,
        arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      },
      { weight: 1, arbitrary: fc.constant(Buffer.from("<html><script>alert(1)</script></html>")) },
      { weight: 1, arbitrary: fc.constant(Buffer.from("%PDF")) },
    ),
  });
  const wellFormed = fc.record({
    parts: fc.oneof(
      { weight: 3, arbitrary: fc.tuple(field, file).map((parts) => [...parts]) },
      { weight: 2, arbitrary: fc.array(fc.oneof(field, file), { maxLength: 4 }) },
    ),
    boundary: fc.oneof(
      fc.constant("resume-boundary"),
      fc.stringMatching(BOUNDARY).filter((boundary) => BOUNDARY.test(boundary)),
    ),
    // Mostly the boundary the body uses; sometimes one that does not match it.
    headerBoundary: fc.oneof(
      { weight: 5, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom("other-boundary", '"quoted"', "") },
    ),
    closed: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
  });
  return fc.oneof(
    {
      weight: 4,
      arbitrary: wellFormed.map(({ parts, boundary, headerBoundary, closed }) => ({
        contentType: `multipart/form-data; boundary=${headerBoundary ?? boundary}`,
        body: encodeMultipart(boundary, parts, closed),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "multipart/mixed; boundary=x",
          "application/pdf",
        ),
        body: fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
      }),
    },
  );
}
